/**
 * Domain name cleaning and checking.
 *
 * Customers paste all sorts of things into a domain field (`https://www.example.co.uk/`,
 * `Example.com`, ...). The two forms clean differently (spec part 1 §4 and part 2 §3),
 * and domain options that arrive in links are checked with {@link isDomainName} before
 * they are shown, so a crafted link cannot inject anything that is not a host name.
 */

const PROTOCOL = /^https?:\/\//i;
const WWW = /^www\./i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Trims, removes an http(s):// prefix and anything after the host (path, query, fragment). */
function stripToHost(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  const withoutProtocol = s.trim().replace(PROTOCOL, '');
  const end = withoutProtocol.search(/[/?#]/);
  const host = end === -1 ? withoutProtocol : withoutProtocol.slice(0, end);
  return host.trim().toLowerCase();
}

/**
 * Cleans the domain of the main request form (spec part 1 §4): strips `http://` or
 * `https://`, trims, and prepends `www.` when missing. Any path such as a trailing `/` is
 * dropped and the result is lowercased, since host names are case-insensitive. An empty
 * value stays empty.
 *
 * @example cleanRequestDomain('https://www.example.co.uk/') // 'www.example.co.uk'
 * @example cleanRequestDomain(' example.com ') // 'www.example.com'
 * @example cleanRequestDomain('') // ''
 */
export function cleanRequestDomain(s: string | null | undefined): string {
  const host = stripToHost(s);
  if (host === '') return '';
  return WWW.test(host) ? host : `www.${host}`;
}

/**
 * Cleans the domain of the partner and home forms (spec part 2 §3): strips `http://` or
 * `https://` and a leading `www.`, and trims. Like {@link cleanRequestDomain} it also drops
 * any path and lowercases.
 *
 * @example cleanPartnerDomain('https://www.example.co.uk/') // 'example.co.uk'
 * @example cleanPartnerDomain('WWW.Example.com') // 'example.com'
 */
export function cleanPartnerDomain(s: string | null | undefined): string {
  return stripToHost(s).replace(WWW, '');
}

/**
 * True for a plain host name: at least two labels separated by dots, each label 1-63
 * letters, digits or hyphens (not starting or ending with a hyphen), 253 characters at
 * most, and no scheme, port, path, spaces or trailing dot. Internationalised names must be
 * in their `xn--` form. IP addresses are refused (the last label is never all digits).
 *
 * @example isDomainName('smith-electrical.co.uk') // true
 * @example isDomainName('https://example.com') // false
 * @example isDomainName('localhost') // false (no dot)
 */
export function isDomainName(s: string | null | undefined): boolean {
  if (typeof s !== 'string' || s.length === 0 || s.length > 253) return false;
  const labels = s.split('.');
  if (labels.length < 2) return false;
  // A top-level domain is never all digits; this also refuses IPv4 addresses.
  if (/^\d+$/.test(labels[labels.length - 1])) return false;
  return labels.every((label) => LABEL.test(label));
}
