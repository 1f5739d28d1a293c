import { site } from '@/generated/config';
import { interpolate } from '@/domain/text-template';

/** Longest query parameter value put into page text; longer values are cut. */
export const MAX_PARAM_TEXT = 200;

/** Placeholders whose value is the same wherever and whenever a page is shown. */
const STATIC_VALUES: Record<string, string> = { email: site.mail?.exampleAddress ?? 'your e-mail address' };

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * The address of the embed site for a site address: the host with its forms., embed. or www. prefix
 * replaced by the embed prefix of site.yaml.
 *
 * @example embedOriginOf('https://tradesites.co.uk') // 'https://embed.tradesites.co.uk'
 * @example embedOriginOf('http://forms.localhost:8080') // 'http://embed.localhost:8080'
 */
export function embedOriginOf(origin: string): string {
  if (!origin) return '';
  const url = new URL(origin);
  const prefixes = [site.hosts.formsPrefix, site.hosts.embedPrefix, 'www.'].map((p) => p.toLowerCase());
  let host = url.host.toLowerCase();
  const prefix = prefixes.find((p) => p && host.startsWith(p));
  if (prefix) host = host.slice(prefix.length);
  return `${url.protocol}//${site.hosts.embedPrefix}${host}`;
}

/** The origin page text shows while prerendering: site.yaml hosts.mainUrl. */
export const PRERENDER_ORIGIN = site.hosts.mainUrl ?? '';

/**
 * What `{name}` placeholders in block text stand for when the page is shown: the query parameters of the
 * address (cut to {@link MAX_PARAM_TEXT} characters), then, taking precedence, `{origin}` (the page's
 * address), `{embedOrigin}` and `{email}` (the example mailbox of site.yaml mail.exampleAddress).
 * Server names ({ns1}, {imapHost}, ...) are filled by the config build already.
 */
export function fillValues(query: URLSearchParams, origin: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of query.entries()) values[key] = value.slice(0, MAX_PARAM_TEXT);
  return Object.assign(values, { origin, embedOrigin: embedOriginOf(origin) }, STATIC_VALUES);
}

/**
 * True when a text shows something that depends on where or how the page is opened (a query parameter,
 * `{origin}`, `{embedOrigin}`): its prerendered words are then filled again in the browser.
 */
export function fillsInBrowser(template: string): boolean {
  return [...template.matchAll(PLACEHOLDER)].some(([, name]) => !Object.hasOwn(STATIC_VALUES, name));
}

/** Fills a text with {@link fillValues}. */
export function fillText(template: string, query: URLSearchParams, origin: string): string {
  return interpolate(template, fillValues(query, origin));
}
