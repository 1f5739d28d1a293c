/**
 * Domain names offered to a customer who approves their preview (the domain choice of /domain-selection): made
 * from their business name and main area by the patterns and endings of `site.yaml` `domainSuggestions`, so the
 * people who run the service decide how names look without touching code.
 */
import { cleanPartnerDomain, isDomainName } from './domain-name';

/** How names are made (`site.yaml` `domainSuggestions`). */
export interface DomainSuggestionRules {
  /** Endings, in the order offered, e.g. `.co.uk`, `.com`. */
  tlds: readonly string[];
  /** Name patterns, in the order offered: `{name}` the business name, `{area}` the main area. */
  patterns: readonly string[];
  /** Words left out of the business name (`ltd`, `limited`, ...), in lower case. */
  dropWords?: readonly string[];
  /** How many names at most (the domain choice shows six). */
  max?: number;
}

/** What the names are made from. */
export interface DomainSuggestionInput {
  businessName?: unknown;
  mainArea?: unknown;
  /** A domain the customer typed as their own: never offered back to them. */
  ownDomain?: unknown;
}

/** A domain label from free text: lower case letters and digits only ("Smith & Sons Ltd" with `ltd` dropped: `smithsons`). */
export function domainLabel(text: unknown, dropWords: readonly string[] = []): string {
  if (typeof text !== 'string') return '';
  const drop = new Set(dropWords.map((w) => w.toLowerCase()));
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !drop.has(word))
    .join('');
}

/**
 * Up to `max` (default six) domain names: every pattern with every ending, in order, each a real domain name once,
 * leaving out a pattern whose part is missing (no area: no `{area}` names) and the customer's own domain.
 *
 * @example suggestDomains({ businessName: 'Skyline Roofing Ltd', mainArea: 'Harrogate' },
 *   { tlds: ['.co.uk', '.com'], patterns: ['{name}', '{name}{area}'], dropWords: ['ltd'] })
 * // ['skylineroofing.co.uk', 'skylineroofing.com', 'skylineroofingharrogate.co.uk', 'skylineroofingharrogate.com']
 */
export function suggestDomains(input: DomainSuggestionInput, rules: DomainSuggestionRules): string[] {
  const name = domainLabel(input.businessName, rules.dropWords);
  const area = domainLabel(input.mainArea);
  const own = typeof input.ownDomain === 'string' ? cleanPartnerDomain(input.ownDomain) : '';
  const max = rules.max ?? 6;
  const out: string[] = [];
  if (!name) return out;
  for (const pattern of rules.patterns) {
    if (pattern.includes('{area}') && !area) continue;
    const label = pattern.replace(/\{name\}/g, name).replace(/\{area\}/g, area).replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
    for (const tld of rules.tlds) {
      const domain = `${label}${tld.startsWith('.') ? tld : `.${tld}`}`.toLowerCase();
      if (out.length >= max) return out;
      if (domain !== own && !out.includes(domain) && isDomainName(domain)) out.push(domain);
    }
  }
  return out.slice(0, max);
}

/**
 * The suggestions as the domain choice's link parameters (`domain1=…&domain2=…`), for a `{domainOptions}` in a link.
 *
 * @example domainOptionsQuery(['a.co.uk', 'a.com']) // 'domain1=a.co.uk&domain2=a.com'
 */
export function domainOptionsQuery(domains: readonly string[], param = 'domain'): string {
  return domains.map((d, i) => `${param}${i + 1}=${encodeURIComponent(d)}`).join('&');
}
