import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageConfig } from '../../src/generated/config-types';
import { buildConfig } from '../../scripts/config/build-config';
import type { NormalisedConfig } from '../../scripts/config/normalise';

/** The real config/ builds with no problems, and its pages carry the spec's texts and links. */
const repo = fileURLToPath(new URL('../..', import.meta.url));
let config: NormalisedConfig;


beforeAll(async () => {
  config = await buildConfig(repo, { emit: false });
});

type Block = PageConfig['blocks'][number];
const blocksOf = <T extends Block['type']>(page: string, type: T) =>
  config.pages[page].blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);
/** Every link on a page as "label -> href". */
const linksOf = (page: string): string[] => {
  const out: string[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.href === 'string' && typeof o.label === 'string') out.push(`${o.label} -> ${o.href}`);
      Object.values(o).forEach(visit);
    }
  };
  visit(config.pages[page].blocks);
  return out;
};

describe('the real config', () => {
  it('builds with no problems (every internal link leads to a page)', () => {
    expect(Object.keys(config.pages).sort()).toEqual(
      ['about', 'blog', 'careers', 'choose-trade', 'cookies', 'faq', 'help', 'home', 'not-found', 'payment', 'payment-with-business-email', 'payment-failure', 'pricing', 'privacy', 'request', 'templates', 'terms', 'thank-you',
        'domain-instructions', 'business-email-instructions', 'embed-instructions',
        'home-form', 'partner-form', 'partner-form-agent', 'builder', 'media-form',
        'unsubscribe', 'contact', 'domain-selection', 'comments-form',
        'trade-carpenter', 'trade-electrician', 'trade-plumber'].sort(),
    );
  });

  it('the business form pages: routes per host, one shared form, page-level trade rules and next steps', () => {
    const pageAt = (path: string, host: string) => config.routes.find((r) => r.path === path && (r.hosts as string[]).includes(host))?.page;
    expect([pageAt('/', 'forms'), pageAt('/home', 'forms'), pageAt('/form', 'main'), pageAt('/form', 'embed'), pageAt('/', 'main'), pageAt('/home', 'main')]).toEqual(['home-form', 'home-form', 'home-form', 'home-form', 'home', undefined]);
    expect(config.routes.filter((r) => r.branding === 'partner' && r.page.startsWith('partner-form')).map((r) => r.path)).toEqual(['/partner-marketplace', '/partner-marketplace-agent']);
    expect([pageAt('/builder', 'main'), pageAt('/media-form', 'forms')]).toEqual(['builder', 'media-form']);
    const form = (page: string) => blocksOf(page, 'form')[0];
    for (const page of ['home-form', 'partner-form', 'partner-form-agent', 'builder']) expect(form(page).form).toBe('business');
    expect(form('partner-form').query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer']);
    expect(form('partner-form-agent').query?.trade?.lockable).toEqual(['electrician', 'plumber', 'roofer', 'builder']);
    expect(form('partner-form').success?.nextSteps).toHaveLength(5);
    expect(form('builder').success?.mode).toBe('preview');
    expect(blocksOf('home-form', 'steps')[0].items).toHaveLength(4);
    expect(blocksOf('builder', 'steps')[0]).toMatchObject({ title: 'What Happens Next' });
    expect(form('media-form').form).toBe('media');
  });

  it('home: headline, benefit cards, How It Works steps, stats title and calls to action', () => {
    const [hero] = blocksOf('home', 'hero');
    expect(hero.headline).toBe('Trade websites without the hassle');
    expect(hero.browserMock).toBe(true);
    expect(hero.benefits).toHaveLength(2);
    const [steps] = blocksOf('home', 'steps');
    expect(steps.title).toBe('How It Works');
    expect(steps.items.map((s) => s.title)).toEqual(['Fill Our Simple Form', 'Preview Your Website', 'We Launch & Maintain']);
    expect(blocksOf('home', 'stats')[0].title).toBe('Transforming Trades with Technology');
    expect(linksOf('home')).toEqual(expect.arrayContaining([
      'Request Your Website -> /request', 'Start Building Now -> /request', 'Get Started Today -> /request', 'View Pricing -> /pricing',
    ]));
  });

  it('choose your trade: trade cards, buttons and three testimonials', () => {
    expect(linksOf('choose-trade')).toEqual(expect.arrayContaining([
      'Electrician -> /electrician', 'Plumber -> /plumber', 'Quick Form -> /form', 'Get Started -> /request', 'Start Building Your Website -> /request',
    ]));
    expect(blocksOf('choose-trade', 'testimonials')[0].items).toHaveLength(3);
  });

  it('templates: one link per template, the custom link and the figures', () => {
    expect(linksOf('templates').map((l) => l.split(' -> ')[1])).toEqual(expect.arrayContaining([
      '/request?template=sparks-electrical', '/request?template=flow-plumbers', '/request?custom=true', '/request',
    ]));
    expect(blocksOf('templates', 'stats')).toHaveLength(1);
  });

  it('pricing: the three plans to /builder, 3 steps, trade links and six FAQs', () => {
    const [plans] = blocksOf('pricing', 'plans');
    expect(plans.items.map((p) => [p.name, p.price, p.period, p.extra ?? null, p.action.href])).toEqual([
      ['Professional Website', '£25', 'per month', null, '/builder'],
      ['Google Business Profile setup', '£50', 'one-time', null, '/builder'],
      ['Complete Package', '£25', 'per month', '+ £50 one-time', '/builder'],
    ]);
    expect(plans.items[2].features).toEqual(expect.arrayContaining(['Priority support', 'Profile linking', 'Monthly performance report', '10% off additional services']));
    expect(blocksOf('pricing', 'steps')[0].items).toHaveLength(3);
    const hrefs = linksOf('pricing').map((l) => l.split(' -> ')[1]);
    expect(hrefs).toEqual(expect.arrayContaining(['/request?trade=electrician', '/request?trade=plumber']));
    const answers = (blocksOf('pricing', 'faq')[0].items ?? []).map((i) => i.answer).join(' ');
    expect(blocksOf('pricing', 'faq')[0].items).toHaveLength(6);
    for (const claim of ['within a few minutes of receiving your form', '24-48 hours', 'Hosting is included', "30 days' notice", 'fully satisfied']) expect(answers).toContain(claim);
  });

  it('the home page links the page of every trade that has one, in the trades\' order, and no other trade', () => {
    const withPages = Object.values(config.trades).filter((t) => t.landingPage).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    expect(withPages.map((t) => t.id)).toContain('carpenter');
    const links = blocksOf('home', 'trade-links')[0].links ?? [];
    expect(links.map((l) => l.href)).toEqual(withPages.map((t) => `/${t.id}`));
    expect(links.map((l) => l.label)).toEqual(withPages.map((t) => t.plural));
    for (const trade of Object.values(config.trades).filter((t) => !t.landingPage)) expect(links.map((l) => l.href)).not.toContain(`/${trade.id}`);
    for (const link of links) expect(config.routes.some((r) => r.path === link.href)).toBe(true);
  });

  it('legal and not-found pages use the plain layout and the spec texts', () => {
    for (const id of ['terms', 'privacy']) {
      expect(config.pages[id].layout).toBe('plain');
      expect(blocksOf(id, 'legal-sections')[0]).toMatchObject({ document: id, backLink: { label: 'Return to Form', href: '/form' } });
    }
    expect(config.pages['not-found']).toMatchObject({ layout: 'plain', prerender: true });
    expect(blocksOf('not-found', 'text')[0]).toEqual({
      type: 'text', title: '404', paragraphs: ['Oops! Page not found'], links: [{ label: 'Return to Home', href: '/', variant: 'primary' }], align: 'center',
    });
  });

  it('fills {email} and {phone} with the contact details of site.yaml', () => {
    const text = JSON.stringify(config.pages);
    expect(text).not.toMatch(/\{(email|phone|brand)\}/);
    expect(text).toContain(config.site.contact.email);
  });
});
