import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../scripts/config/build-config';
import type { NormalisedConfig } from '../../scripts/config/normalise';
import { configWithTiler, TILER } from './new-trade';

/**
 * Adding a trade is a one-file change: a copy of the real config with config/trades/tiler.yaml added (and
 * nothing else) gets a landing page and route, a card on /trades, a link on the home page, a place in the forms' trade choices and
 * link rules, its colours and its media wording, with no code changed. The browser side is in
 * tests/e2e/new-trade.test.ts.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
let root: string;
let config: NormalisedConfig;
let outDir: string;

type Query = { trade?: { lockable?: string[]; fallback?: string } };
type Form = { trades?: string[]; query?: Query; steps: { fields: { field: string; byTrade?: Record<string, { label?: string; help?: string }> }[] }[] };
const form = (id: string) => config.forms[id] as Form;
const formBlock = (page: string) => config.pages[page].blocks.find((b) => b.type === 'form') as { query?: Query } | undefined;

beforeAll(async () => {
  root = configWithTiler(repo);
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'));
  outDir = join(root, 'generated');
  config = await buildConfig(root, { outDir });
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('adding a trade', () => {
  it('adds the trade with its own lists, words and landing page address', () => {
    expect(config.trades.tiler).toMatchObject({ label: 'Tiler', adjective: 'Tiling', icon: 'grid-on', services: TILER.services, landingPath: '/tiler' });
  });

  it('adds a landing page from the shared template, its Get Started going to /request?trade=tiler', () => {
    const page = config.pages['trade-tiler'];
    expect(page.title).toBe(TILER.title);
    const hero = page.blocks[0];
    expect(hero.type === 'hero' && hero.eyebrow).toBe('Websites for tilers');
    expect(hero.type === 'hero' && hero.actions?.[0]).toEqual({ label: 'Get Started', href: '/request?trade=tiler', variant: 'primary' });
    const lists = page.blocks.find((b) => b.type === 'cards' && (b.items ?? []).some((i) => i.title === 'Services'));
    expect(lists && lists.type === 'cards' && lists.items?.[0].features).toEqual(TILER.services);
    expect(config.routes).toContainEqual({ path: '/tiler', page: 'trade-tiler', hosts: ['main', 'embed'] });
    expect(readFileSync(join(outDir, 'pages', 'trade-tiler.ts'), 'utf8')).toContain('Kitchen Splashbacks');
  });

  it('adds its card to Choose Your Trade, after the spec cards', () => {
    const cards = config.pages['choose-trade'].blocks.find((b) => b.type === 'cards' && b.id === 'trades');
    const items = cards?.type === 'cards' ? (cards.items ?? []) : [];
    expect(items.map((i) => i.title)).toEqual(['Electrician', 'Plumber', 'Tiler']);
    expect(items[2]).toMatchObject({ text: TILER.card, links: [{ label: 'Tiler', href: '/tiler', variant: 'primary' }] });
  });

  it('adds a link to its page on the home page, after the trades ordered before it', () => {
    const block = config.pages.home.blocks.find((b) => b.type === 'trade-links');
    const links = block?.type === 'trade-links' ? (block.links ?? []) : [];
    expect(links.map((l) => l.href)).toContain('/tiler');
    expect(links.find((l) => l.href === '/tiler')?.label).toBe('Tilers');
  });

  it('is offered by the forms its file names, and a link may lock it there', () => {
    expect(form('request').trades).toEqual(['electrician', 'plumber', 'roofer', 'builder', 'tiler']);
    expect(form('request').query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer', 'tiler']);
    expect(form('business').query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer', 'builder', 'tiler']);
    expect(formBlock('partner-form')?.query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer', 'tiler']);
    expect(formBlock('partner-form-agent')?.query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer', 'builder', 'tiler']);
    expect(form('media').query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer', 'tiler']);
  });

  it('is an answer the compiled forms take, by the trades each form offers', () => {
    for (const id of ['request', 'media']) {
      const module = readFileSync(join(outDir, 'forms', `${id}.ts`), 'utf8');
      const schema = JSON.parse(/export const schema: RJSFSchema = (\{[\s\S]*?\n\});\n/.exec(module)![1]) as { properties: Record<string, { enum?: string[] }> };
      expect(schema.properties[(form(id).query as { trade: { field: string } }).trade.field].enum).toEqual(form(id).trades);
      expect(form(id).trades).toContain('tiler');
    }
  });

  it("gives the media page's photo picker the trade's words, keeping the spec's for the others", () => {
    const gallery = form('media').steps.flatMap((s) => s.fields).find((f) => f.field === 'gallery')!;
    expect(gallery.byTrade?.tiler?.label).toBe('Photos of your tiling work');
    expect(gallery.byTrade?.tiler?.help?.startsWith(`${TILER.workExamples}, `)).toBe(true);
    expect(gallery.byTrade?.electrician?.label).toBe('Photos of your electrical work');
    expect(gallery.byTrade?.electrician?.help?.startsWith('Consumer units, lighting, rewires and EV chargers you have fitted, ')).toBe(true);
    expect(gallery.byTrade?.builder).toBeUndefined();
  });

  it('leaves the real trades as they were', () => {
    expect(config.routes.find((r) => r.path === '/carpenter')?.page).toBe('trade-carpenter');
    const green = config.colourSchemes.schemes.find((s) => s.id === 'green');
    expect(Object.keys(green?.tradeOverrides ?? {})).toEqual(['builder']);
    expect(config.trades.builder.preselectAllServices).toBe(true);
    expect(config.trades.tiler.preselectAllServices).toBeUndefined();
  });
});
