import { safeHttpUrl } from './safe-url';

/**
 * The one rule for a link built from a query parameter (the preview link of `?websiteUrl=`, the registrar login
 * of `?domainRegistrarLogin=`, and any page that takes an address from its link): it becomes a link only when it
 * is an http(s) address on a host the config allows. Anything else is shown as plain text, so a crafted link to
 * the service's own page can never lead the customer to a look-alike site.
 */

/** Longest value shown as plain text, in characters (the rest is cut with an ellipsis). */
export const MAX_QUERY_TEXT = 200;

/** Where the allowed hosts come from: a list, or `site:<path>` naming a list in config/site.yaml. */
export type HostList = readonly string[] | `site:${string}`;

/** What a page shows for a query value: a link, plain text, or nothing (no value). */
export type QueryLinkView = { kind: 'link'; href: string } | { kind: 'text'; text: string } | { kind: 'none' };

/** Options of {@link queryLinkView}. */
export interface QueryLinkOptions {
  /** Hosts allowed (`example.com` exactly, `.example.com` for it and its subdomains). Empty allows none. */
  allowedHosts: readonly string[];
  /** Refuse plain `http:`. */
  httpsOnly?: boolean;
}

/**
 * What to show for a value taken from the page's address: a link when it is an http(s) address on an allowed
 * host, the value as plain text (cut to {@link MAX_QUERY_TEXT} characters) otherwise, nothing when it is empty.
 * The host list is required: there is no "any host" here.
 *
 * @example queryLinkView('https://preview.tradesites.co.uk/jo', { allowedHosts: ['.tradesites.co.uk'] }) // { kind: 'link', href: 'https://preview.tradesites.co.uk/jo' }
 * @example queryLinkView('https://godaddy.example/login', { allowedHosts: ['.godaddy.com'] }) // { kind: 'text', text: 'https://godaddy.example/login' }
 */
export function queryLinkView(raw: string | null | undefined, options: QueryLinkOptions): QueryLinkView {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value === '') return { kind: 'none' };
  const href = options.allowedHosts.length ? safeHttpUrl(value, { httpsOnly: options.httpsOnly, allowedHosts: options.allowedHosts }) : null;
  if (href) return { kind: 'link', href };
  return { kind: 'text', text: value.length > MAX_QUERY_TEXT ? `${value.slice(0, MAX_QUERY_TEXT)}…` : value };
}

/**
 * The hosts a {@link HostList} names: the list itself, or the list at `site:<path>` of the site config. A missing
 * or malformed list allows nothing rather than everything.
 *
 * @example resolveHostList('site:previewHosts', { previewHosts: ['.tradesites.co.uk'] }) // ['.tradesites.co.uk']
 */
export function resolveHostList(hosts: HostList | undefined, siteConfig: unknown): readonly string[] {
  if (hosts === undefined) return [];
  if (Array.isArray(hosts)) return hosts.filter((h): h is string => typeof h === 'string' && h.trim() !== '');
  const listed = (hosts as string)
    .slice('site:'.length)
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), siteConfig);
  return Array.isArray(listed) ? listed.filter((h): h is string => typeof h === 'string' && h.trim() !== '') : [];
}

/**
 * Whether an address's host is one the list allows (for checking the config's own addresses against it).
 * @example hostAllowedBy('https://sso.godaddy.com/', ['.godaddy.com']) // true
 */
export function hostAllowedBy(address: string, allowedHosts: readonly string[]): boolean {
  return safeHttpUrl(address, { allowedHosts }) !== null;
}
