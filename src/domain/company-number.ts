/**
 * Companies House registration numbers (spec part 1 §5, step 9: "8 digits, spaces ignored").
 *
 * Most companies (England and Wales) have 8 digits. Companies registered elsewhere in the
 * UK, and other kinds of body, carry a two-character prefix followed by 6 digits, for
 * example SC123456 (Scotland) or NI012345 (Northern Ireland). Only the prefixes Companies
 * House actually issues are accepted, so arbitrary letters are still refused.
 */

/**
 * Two-character prefixes issued by Companies House, each with what it means (for the reader of this file: no
 * visitor sees these words).
 * Sources: Companies House URI customer guide and the register itself.
 */
export const COMPANY_NUMBER_PREFIXES: ReadonlySet<string> = new Set([
  'AC', // Assurance company (England and Wales)
  'CE', // Charitable incorporated organisation (England and Wales)
  'CS', // Charitable incorporated organisation (Scotland)
  'EN', // European company, Societas Europaea (Northern Ireland)
  'ES', // European company, Societas Europaea (Scotland)
  'FC', // Overseas company
  'GE', // European Economic Interest Grouping (England and Wales)
  'GN', // European Economic Interest Grouping (Northern Ireland)
  'GS', // European Economic Interest Grouping (Scotland)
  'IC', // Investment company with variable capital (England and Wales)
  'IP', // Industrial and provident society (England and Wales)
  'LP', // Limited partnership (England and Wales)
  'NA', // Assurance company (Northern Ireland)
  'NC', // Limited liability partnership (Northern Ireland)
  'NF', // Overseas company registered in Northern Ireland before 1 October 2009
  'NI', // Northern Ireland company (after partition)
  'NL', // Limited partnership (Northern Ireland)
  'NO', // Credit union or industrial and provident society (Northern Ireland)
  'NP', // Industrial and provident society or credit union (Northern Ireland)
  'NR', // Royal charter company (Northern Ireland)
  'NV', // Investment company with variable capital (Northern Ireland)
  'NZ', // Unregistered company (Northern Ireland)
  'OC', // Limited liability partnership (England and Wales)
  'OE', // Overseas entity (Register of Overseas Entities)
  'R0', // Northern Ireland company (before partition)
  'RC', // Royal charter company (England and Wales)
  'RS', // Registered society
  'SA', // Assurance company (Scotland)
  'SC', // Scottish company
  'SE', // European company, Societas Europaea (England and Wales)
  'SF', // Overseas company registered in Scotland before 1 October 2009
  'SG', // Scottish qualifying partnership
  'SI', // Investment company with variable capital (Scotland)
  'SL', // Limited partnership (Scotland)
  'SO', // Limited liability partnership (Scotland)
  'SP', // Industrial and provident society (Scotland)
  'SR', // Royal charter company (Scotland)
  'SZ', // Unregistered company (Scotland)
  'ZC', // Unregistered company (England and Wales)
]);

const PREFIXED = /^([A-Z][A-Z0-9])(\d{6})$/;
const DIGITS_ONLY = /^\d{8}$/;

/**
 * Removes all whitespace and uppercases, the form in which numbers are stored and compared.
 *
 * @example normaliseCompanyNumber(' sc 123 456 ') // 'SC123456'
 * @example normaliseCompanyNumber('0123 4567') // '01234567'
 */
export function normaliseCompanyNumber(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  return s.replace(/\s+/g, '').toUpperCase();
}

/**
 * True for a Companies House registration number after normalising: 8 digits, or a known
 * prefix (see {@link COMPANY_NUMBER_PREFIXES}) followed by 6 digits.
 *
 * @example isCompanyNumber('12345678') // true
 * @example isCompanyNumber('sc 123456') // true
 * @example isCompanyNumber('1234567') // false (7 digits)
 * @example isCompanyNumber('XX123456') // false (not a Companies House prefix)
 */
export function isCompanyNumber(s: string | null | undefined): boolean {
  const n = normaliseCompanyNumber(s);
  if (DIGITS_ONLY.test(n)) return true;
  const match = PREFIXED.exec(n);
  return match !== null && COMPANY_NUMBER_PREFIXES.has(match[1]);
}
