import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError } from '../../scripts/config/problems';

/** A page's title defaults from its hero headline, so a page whose tab title is its headline says it once. */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'page-title-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('page titles', () => {
  it('a page without title: takes its hero headline; one with title: keeps it', async () => {
    const config = await buildConfig(repo, { emit: false });
    expect(readFileSync(join(repo, 'config/pages/home.yaml'), 'utf8')).not.toMatch(/^title:/m);
    const hero = config.pages.home.blocks.find((b) => b.type === 'hero') as { headline: string };
    expect(config.pages.home.title).toBe(hero.headline);
    expect(config.pages.about.title).toBe('About Us');
  });

  it('a page with neither is refused, at the page, with the fix', async () => {
    cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
    symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
    const file = join(root, 'config/pages/about.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, ''));
    const error = await buildConfig(root, { emit: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('config/pages/about.yaml:5:1  the page has no title and no hero headline to take it from. Add title: with the browser tab title, or a hero block with a headline.');
  });
});
