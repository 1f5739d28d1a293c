/**
 * The part before the @ of the customer's new business e-mail address (spec part 1 §4).
 */

/** The ready-made prefixes offered to the customer (spec part 1 §9). */
export const COMMON_EMAIL_PREFIXES = ['info', 'hello', 'contact', 'enquiries'] as const;

/** How the customer chose the prefix. */
export type EmailPrefixKind = 'common' | 'first-name' | 'custom';

/** The values the prefix can be made from. */
export interface EmailPrefixSource {
  firstName?: string | null;
  custom?: string | null;
  /** Which common prefix was picked; `info` when not given or not one of the common ones. */
  common?: string | null;
}

/** Lowercases and removes whitespace, which an e-mail address cannot contain. */
function tidy(s: string | null | undefined): string {
  return (s ?? '').replace(/\s+/g, '').toLowerCase();
}

/**
 * The e-mail prefix for the chosen option: `common` gives `info` (or the chosen common
 * prefix), `first-name` gives the first name lowercased, `custom` gives the typed value
 * lowercased. Whitespace is removed in every case.
 *
 * @example businessEmailPrefix('common', { firstName: 'Sam' }) // 'info'
 * @example businessEmailPrefix('first-name', { firstName: ' Sam ' }) // 'sam'
 * @example businessEmailPrefix('custom', { firstName: 'Sam', custom: 'Bookings' }) // 'bookings'
 */
export function businessEmailPrefix(kind: EmailPrefixKind, source: EmailPrefixSource): string {
  switch (kind) {
    case 'first-name':
      return tidy(source.firstName);
    case 'custom':
      return tidy(source.custom);
    case 'common':
    default: {
      const chosen = tidy(source.common);
      return (COMMON_EMAIL_PREFIXES as readonly string[]).includes(chosen) ? chosen : COMMON_EMAIL_PREFIXES[0];
    }
  }
}
