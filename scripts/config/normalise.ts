import type { ColourSchemesConfig, PageConfig, RoutesConfig, SiteConfig, TradeConfig } from '../../src/generated/config-types';
import type { RawConfig } from './load-config';
import { buildPlaceholderValues } from './placeholder-check';
import { expandTradeCards, expandTradeLinks, tradeLandingPage, type TradeLandingTemplate } from './trade-pages';
import { orderedTrades, resolveFormTrades, resolveQuery, schemesWithTradeOverrides, tradesOfForm } from './trade-forms';

export type HostKind = 'main' | 'forms' | 'embed';
export interface ResolvedRoute {
  path: string;
  page: string;
  hosts: HostKind[];
  /** A branding of site.yaml `brandings` the route is shown with (e.g. partner). */
  branding?: string;
}

/** The config as the app uses it: trade pages and routes added, referenced data inlined, site placeholders filled. */
export interface NormalisedConfig {
  site: SiteConfig;
  routes: ResolvedRoute[];
  colourSchemes: ColourSchemesConfig;
  /** Every trade, keyed by id, in list order (`order`, then label), with its landing page's address. */
  trades: Record<string, TradeConfig & { landingPath?: string }>;
  pages: Record<string, PageConfig>;
  forms: Record<string, unknown>;
  /** Data some blocks draw from other files (legal documents, registrars, e-mail clients), by file key. */
  data: Record<string, unknown>;
}

const DEFAULT_HOSTS: HostKind[] = ['main', 'embed'];

/**
 * Turns validated raw config into what the app renders. Runs only on config that passed the schema checks.
 */
export function normaliseConfig(raw: RawConfig): NormalisedConfig {
  const site = raw.site as SiteConfig;
  const trades = raw.trades as Record<string, TradeConfig>;
  const pages: Record<string, PageConfig> = Object.fromEntries(
    Object.entries(raw.pages as Record<string, PageConfig>).map(([id, page]) => [id, page.title ? page : { ...page, title: defaultTitle(page) }]),
  );
  const routes: ResolvedRoute[] = (raw.routes as RoutesConfig).routes.map((r) => ({
    path: r.path,
    page: r.page,
    hosts: (r.hosts as HostKind[] | undefined) ?? DEFAULT_HOSTS,
    ...(r.branding ? { branding: r.branding } : {}),
  }));

  const ordered = orderedTrades(trades);
  const template = raw.tradeLanding as TradeLandingTemplate | undefined;
  for (const trade of ordered) {
    if (!trade.landingPage || !template) continue;
    const pageId = `trade-${trade.id}`;
    pages[pageId] = tradeLandingPage(template, trade).page;
    if (!routes.some((r) => r.path === `/${trade.id}`)) routes.push({ path: `/${trade.id}`, page: pageId, hosts: DEFAULT_HOSTS });
  }
  // Trade cards (`forEachTrade`), trade links and the trades a page's form lets a link lock follow the trade files.
  for (const [id, page] of Object.entries(pages)) {
    if (!page.blocks.some((b) => (b.type === 'cards' && b.forEachTrade) || b.type === 'trade-links' || (b.type === 'form' && b.query))) continue;
    pages[id] = {
      ...page,
      blocks: page.blocks.map((block) => {
        if (block.type === 'cards') return expandTradeCards(block, ordered).block;
        if (block.type === 'trade-links') return expandTradeLinks(block, ordered).block;
        if (block.type === 'form' && block.query) return { ...block, query: resolveQuery(block.query, tradesOfForm(ordered, block.form).lockable) } as typeof block;
        return block;
      }),
    };
  }
  const forms = Object.fromEntries(
    Object.entries(raw.forms as Record<string, Record<string, unknown>>).map(([id, form]) => [id, resolveFormTrades(id, form, ordered).form]),
  );

  // Contact details, server names ({ns1}, {imapHost}, ...) and the shared figures ({price.monthly}).
  const { all: placeholders, servers } = buildPlaceholderValues(site);
  const data: Record<string, unknown> = {};
  for (const [id, doc] of Object.entries(raw.legal)) data[`legal/${id}`] = fillPlaceholders(doc, placeholders);
  if (raw.registrars) data.registrars = fillPlaceholders(raw.registrars, placeholders);
  // E-mail client steps use {email} for the customer's own mailbox, so they are filled on the page, not here.
  if (raw.emailClients) data.emailClients = fillPlaceholders(raw.emailClients, servers);

  return {
    site: fillPlaceholders(site, placeholders),
    routes,
    colourSchemes: schemesWithTradeOverrides(raw.colourSchemes as ColourSchemesConfig, ordered),
    trades: fillPlaceholders(Object.fromEntries(ordered.map((t) => [t.id, t.landingPage ? { ...t, landingPath: `/${t.id}` } : t])), placeholders),
    pages: fillPlaceholders(pages, placeholders),
    forms: fillPlaceholders(forms, placeholders),
    data,
  };
}

/**
 * A page's title when it gives none: the headline of its first hero block (so a page whose tab title is its
 * headline says it once). A page with neither is refused by the cross-checks.
 * @example defaultTitle({ blocks: [{ type: 'hero', headline: 'Pricing' }] }) // 'Pricing'
 */
export function defaultTitle(page: Pick<PageConfig, 'blocks'>): string | undefined {
  const hero = page.blocks?.find((b) => b.type === 'hero') as { headline?: string } | undefined;
  return hero?.headline;
}

/**
 * Replaces `{email}`, `{phone}`, `{brand}`, the server names and the shared figures (`{price.monthly}`)
 * in every string with the site's values. Other placeholders
 * (such as `{customerNumber}`) are left for the page to fill from its address.
 */
export function fillPlaceholders<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(/\{(\w+(?:\.\w+)*)\}/g, (all, key: string) => values[key] ?? all) as T;
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values)])) as T;
  }
  return value;
}
