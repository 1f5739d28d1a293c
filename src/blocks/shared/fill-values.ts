// The parts of site.yaml this reads, not `site`: the page's first script uses this module (scripts/config/emit.ts).
import { part as hosts } from '@/generated/site/hosts';
import { part as mail } from '@/generated/site/mail';
import { queryValues, usesAddress } from '@/domain/page-fill';
import { fillKnown, interpolate, placeholdersOf } from '@/domain/text-template';

export { MAX_PARAM_TEXT } from '@/domain/page-fill';

/** Placeholders whose value is the same wherever and whenever a page is shown. */
const STATIC_VALUES: Record<string, string> = { email: mail?.exampleAddress ?? '' };

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
  const prefixes = [hosts.formsPrefix, hosts.embedPrefix, 'www.'].map((p) => p.toLowerCase());
  let host = url.host.toLowerCase();
  const prefix = prefixes.find((p) => p && host.startsWith(p));
  if (prefix) host = host.slice(prefix.length);
  return `${url.protocol}//${hosts.embedPrefix}${host}`;
}

/** The origin page text shows while prerendering: site.yaml hosts.mainUrl. */
export const PRERENDER_ORIGIN = hosts.mainUrl ?? '';

/**
 * What `{name}` placeholders in block text stand for when the page is shown: the query parameters of the
 * address (see `queryValues`), then, taking precedence, `{origin}` (the page's address), `{embedOrigin}`
 * and `{email}` (the example mailbox of site.yaml mail.exampleAddress). Server names ({ns1}, {imapHost}, ...)
 * are filled by the config build already.
 */
export function fillValues(query: URLSearchParams, origin: string): Record<string, string> {
  return Object.assign(queryValues(query), { origin, embedOrigin: embedOriginOf(origin) }, STATIC_VALUES);
}

/**
 * A text as it waits to be filled where it is shown: the values that never change filled in, the placeholders
 * that depend on the address left. `null` when nothing is left (the text is then final).
 */
export function fillTemplate(template: string): string | null {
  const rest = fillKnown(template, STATIC_VALUES);
  return placeholdersOf(rest).length ? rest : null;
}

/** Fills a text with {@link fillValues}. */
export function fillText(template: string, query: URLSearchParams, origin: string): string {
  return interpolate(template, fillValues(query, origin));
}

export { usesAddress };
