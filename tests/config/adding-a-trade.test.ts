import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import type { NormalisedConfig } from '../../scripts/config/normalise';

/**
 * Adding a trade is a one-file change: a copy of the real config with one extra file in config/trades/
 * gets a landing page, a route and its lists, with no code changed.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
let root: string;
let config: NormalisedConfig;
let outDir: string;

const JOINER_SERVICES = ['Bespoke Staircases', 'Sash Window Repair', 'Fitted Kitchens'];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'adding-a-trade-'));
  cpSync(join(repo, 'config'), join(root, 'config'), { recursive: true });
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
  const carpenter = readFileSync(join(repo, 'config', 'trades', 'carpenter.yaml'), 'utf8');
  const joiner = carpenter
    .replace(/^id: carpenter$/m, 'id: joiner')
    .replace(/^label: Carpenter$/m, 'label: Joiner')
    .replace(/^plural: Carpenters$/m, 'plural: Joiners')
    .replace(/^services:\n(?: {2}- .*\n)+/m, `services:\n${JOINER_SERVICES.map((s) => `  - ${s}\n`).join('')}`)
    .replace(/Websites for Carpenters/g, 'Websites for Joiners');
  writeFileSync(join(root, 'config', 'trades', 'joiner.yaml'), joiner);
  outDir = join(root, 'generated');
  config = await buildConfig(root, { outDir });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('adding a trade', () => {
  it('adds the trade with its own services list', () => {
    expect(config.trades.joiner.label).toBe('Joiner');
    expect(config.trades.joiner.services).toEqual(JOINER_SERVICES);
  });

  it('adds a landing page built from the trade file', () => {
    const page = config.pages['trade-joiner'];
    expect(page.title).toBe('Websites for Joiners | Done for You');
    const lists = page.blocks.find((b) => b.type === 'cards' && (b.items ?? []).some((i) => i.title === 'Services'));
    expect(lists && lists.type === 'cards' && lists.items?.[0].features).toEqual(JOINER_SERVICES);
    const hero = page.blocks[0];
    expect(hero.type === 'hero' && hero.actions?.[0]).toEqual({ label: 'Get Started', href: '/request?trade=joiner', variant: 'primary' });
  });

  it('adds the /joiner route to that page, leaving the real trades as they were', () => {
    expect(config.routes).toContainEqual({ path: '/joiner', page: 'trade-joiner', hosts: ['main', 'embed'] });
    expect(config.routes.find((r) => r.path === '/carpenter')?.page).toBe('trade-carpenter');
  });

  it('writes the page into the generated modules', () => {
    const module = readFileSync(join(outDir, 'pages', 'trade-joiner.ts'), 'utf8');
    expect(module).toContain('Bespoke Staircases');
  });
});
