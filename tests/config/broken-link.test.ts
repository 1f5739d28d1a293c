import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import { ConfigError } from '../../scripts/config/problems';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'broken-link-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('internal links', () => {
  it('a link to a page that does not exist stops the build, with its place and the fix', async () => {
    cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
    symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
    const file = join(root, 'config', 'site.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('href: /contact', 'href: /contcat').replace('href: /pricing', 'href: /price-list-2'));
    const error = await buildConfig(root, { emit: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    // A near miss gets the page it was most likely meant for; a link to nothing like any page gets the two fixes.
    expect((error as Error).message).toMatch(/config\/site\.yaml:\d+:\d+ .*the link to \/contcat leads to no page\. Did you mean \/contact\?/);
    expect((error as Error).message).toMatch(/config\/site\.yaml:\d+:\d+ .*the link to \/price-list-2 leads to no page\. Add a route for \/price-list-2 in config\/routes\.yaml or change the link\./);
  }, 60_000);
});
