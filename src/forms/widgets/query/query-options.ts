import { isDomainName } from '@/domain/domain-name';

// eslint-disable-next-line no-control-regex -- control characters are what a link's values must not hold
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** How a value from the link is checked before it is offered (`options.validate` of `query-choice`). */
export type QueryValueCheck = 'domain-name' | 'text';

/** Longest value offered, in characters, unless the widget's `maxLength` option says otherwise. */
export const DEFAULT_MAX_QUERY_VALUE = 253;

/** Options of {@link queryOptions}. */
export interface QueryOptionsRule {
  /** The query parameters read, in order (e.g. domain1 to domain6). */
  params: readonly string[];
  /** domain-name: only plain host names (lowercased); text: any text without control characters. */
  validate?: QueryValueCheck;
  /** Longer values are refused (default {@link DEFAULT_MAX_QUERY_VALUE}). */
  maxLength?: number;
}

/**
 * The choices a link offers: the values of `params` in order, trimmed, with empty, unsafe and over-long values
 * dropped and repeats (any letter case) kept once.
 *
 * @example queryOptions(new URLSearchParams('domain1=a.co.uk&domain2=javascript:alert(1)&domain3=A.co.uk'), { params: ['domain1', 'domain2', 'domain3'], validate: 'domain-name' }) // ['a.co.uk']
 */
export function queryOptions(query: URLSearchParams, rule: QueryOptionsRule): string[] {
  const max = rule.maxLength ?? DEFAULT_MAX_QUERY_VALUE;
  const out: string[] = [];
  const seen = new Set<string>();
  for (const param of rule.params) {
    const raw = query.get(param);
    if (raw === null || raw.length > max) continue;
    let value = raw.trim();
    if (value === '') continue;
    if (rule.validate === 'domain-name') {
      value = value.toLowerCase();
      if (!isDomainName(value)) continue;
    } else if (CONTROL_CHARACTERS.test(value)) continue;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** Reads a list of parameter names from a widget option (ignores anything that is not a list of names). */
export function paramList(option: unknown): string[] {
  return Array.isArray(option) ? option.filter((p): p is string => typeof p === 'string' && /^[A-Za-z][A-Za-z0-9_]*$/.test(p)) : [];
}
