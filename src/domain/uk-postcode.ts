/**
 * UK postcode rules (spec part 1 §5, step 9).
 *
 * The pattern follows the published UK postcode format: an outward code (area letters,
 * district digit, optional extra letter or digit) and an inward code (a digit and two
 * letters, never C, I, K, M, O or V), plus the special Girobank postcode GIR 0AA.
 * Case and spaces are ignored when checking.
 */

const POSTCODE =
  /^(?:GIR0AA|(?:[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]))\d[ABD-HJLNP-UW-Z]{2})$/;

/** Uppercases and removes every whitespace character. */
function compact(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/**
 * True when the value is a UK postcode in any case and with any spacing.
 *
 * @example isUkPostcode('sw1a1aa') // true
 * @example isUkPostcode('GIR 0AA') // true
 * @example isUkPostcode('SW1A 1AI') // false (I is never used in the inward code)
 */
export function isUkPostcode(s: string | null | undefined): boolean {
  if (typeof s !== 'string') return false;
  return POSTCODE.test(compact(s));
}

/**
 * Formats a valid postcode as the Royal Mail writes it: uppercase with exactly one space
 * before the last three characters. An invalid value is returned unchanged, so that what
 * the customer typed is kept on error.
 *
 * @example formatUkPostcode('sw1a1aa') // 'SW1A 1AA'
 * @example formatUkPostcode(' m1   1ae ') // 'M1 1AE'
 * @example formatUkPostcode('not a postcode') // 'not a postcode'
 */
export function formatUkPostcode(s: string): string {
  if (!isUkPostcode(s)) return s;
  const c = compact(s);
  return `${c.slice(0, -3)} ${c.slice(-3)}`;
}
