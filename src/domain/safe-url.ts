/**
 * Checking links and values that arrive in query parameters (spec part 2 §2: the
 * `stripe_link`, `websiteUrl` and `domainRegistrarLogin` parameters), so that a crafted
 * link cannot send the customer to a `javascript:` URL or an unexpected site.
 */

/** Longest URL accepted, in characters. */
export const MAX_URL_LENGTH = 2048;

/** Options of {@link safeHttpUrl}. */
export interface SafeUrlOptions {
  /** Refuse plain `http:`. */
  httpsOnly?: boolean;
  /**
   * Hosts allowed. `example.com` matches that host exactly; `.example.com` matches
   * `example.com` and any subdomain of it. When omitted, any host is allowed.
   */
  allowedHosts?: readonly string[];
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) {
      const base = rule.slice(1);
      return base !== '' && (host === base || host.endsWith(rule));
    }
    return rule !== '' && host === rule;
  });
}

/**
 * The URL in normalised form when it is safe to link to or redirect to, otherwise `null`.
 * Safe means: an absolute `http:` or `https:` URL (only `https:` with `httpsOnly`), no user
 * name or password in it, a host in `allowedHosts` when given, and at most 2048 characters.
 *
 * @example safeHttpUrl('https://buy.stripe.com/abc', { allowedHosts: ['.stripe.com'] }) // 'https://buy.stripe.com/abc'
 * @example safeHttpUrl('javascript:alert(1)') // null
 * @example safeHttpUrl('https://user:pass@example.com/') // null
 */
export function safeHttpUrl(raw: string | null | undefined, options: SafeUrlOptions = {}): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '' || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const allowedProtocols = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
  if (!allowedProtocols.includes(url.protocol)) return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.toLowerCase();
  if (host === '') return null;
  if (options.allowedHosts && !hostAllowed(host, options.allowedHosts)) return null;
  return url.href.length > MAX_URL_LENGTH ? null : url.href;
}

/**
 * Decodes a percent-encoded value; when it is not validly encoded the raw value is used
 * (spec part 2 §2, `domainRegistrarLogin`). `null` and `undefined` give ''.
 *
 * @example decodeParam('https%3A%2F%2Fexample.com') // 'https://example.com'
 * @example decodeParam('100%') // '100%'
 */
export function decodeParam(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
