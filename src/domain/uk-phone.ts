/**
 * UK telephone number rules of the request form (spec part 1 §5, step 2 and step 5).
 *
 * The rules are deliberately simple and match what the form promises the customer:
 * separators are ignored, a number typed without its leading `0` gets one, and the
 * result must be `0` + 10 digits or `+44` + 10 digits.
 */

/** Characters people type to group a number: whitespace, hyphens, brackets and dots. */
const SEPARATORS = /[\s\-().]/g;

const UK_PHONE = /^(?:\+44|0)\d{10}$/;

/** `+44`, then separators, then a bracketed trunk `0`: `+44 (0)`, `+44(0)`, `+44 (0) `. */
const TRUNK_ZERO = /^(\s*\+\s*4\s*4)[\s\-.]*\(\s*0\s*\)/;
const UK_MOBILE = /^(?:\+447|07)\d{9}$/;

/**
 * Removes the separators people type inside phone numbers: spaces (any whitespace),
 * hyphens, round brackets and dots. Nothing else is changed.
 *
 * @example cleanPhone('(07700) 900-123') // '07700900123'
 * @example cleanPhone('+44 20 7946.0958') // '+442079460958'
 * @example cleanPhone('+44 (0)113 496 0123') // '+441134960123'
 */
export function cleanPhone(s: string | null | undefined): string {
  if (typeof s !== 'string') return '';
  // "+44 (0)113 496 0123", the usual way to write a UK number for callers abroad: the bracketed 0 is not dialled.
  return s.replace(TRUNK_ZERO, '$1').replace(SEPARATORS, '');
}

/**
 * Cleans a number and prefixes `0` when it starts with neither `0` nor `+44`, because
 * customers often drop the leading zero. An empty value stays empty so that "missing"
 * and "invalid" remain different errors.
 *
 * @example normaliseUkPhone('7700 900123') // '07700900123'
 * @example normaliseUkPhone('+44 7700 900123') // '+447700900123'
 * @example normaliseUkPhone('   ') // ''
 */
export function normaliseUkPhone(s: string | null | undefined): string {
  const cleaned = cleanPhone(s);
  if (cleaned === '') return '';
  if (cleaned.startsWith('0') || cleaned.startsWith('+44')) return cleaned;
  return `0${cleaned}`;
}

/**
 * True when no number was really given: empty, only whitespace or separators, or just the
 * `+44` country code that a phone field may be pre-filled with.
 *
 * @example isPhoneMissing('+44 ') // true
 * @example isPhoneMissing('07700900123') // false
 */
export function isPhoneMissing(s: string | null | undefined): boolean {
  const cleaned = cleanPhone(s);
  return cleaned === '' || cleaned === '+44';
}

/**
 * True for a UK landline or mobile number after normalising: `0` + 10 digits or
 * `+44` + 10 digits.
 *
 * @example isUkPhone('020 7946 0958') // true
 * @example isUkPhone('(07700) 900-123') // true
 * @example isUkPhone('0770090012') // false (one digit short)
 */
export function isUkPhone(s: string | null | undefined): boolean {
  return UK_PHONE.test(normaliseUkPhone(s));
}

/**
 * True for a UK mobile number after normalising: `07` + 9 digits or `+447` + 9 digits.
 * WhatsApp needs a mobile (spec part 1 §5, step 5).
 *
 * @example isUkMobile('+447700900123') // true
 * @example isUkMobile('02079460958') // false (a London landline)
 */
export function isUkMobile(s: string | null | undefined): boolean {
  return UK_MOBILE.test(normaliseUkPhone(s));
}

/**
 * The way a UK number is written for people to read: the groups of the UK numbering plan, so
 * "01134960000" reads "0113 496 0000". London and other 02 numbers are 3-4-4, the big-city codes
 * (011x, 01x1) and 03, 08 and 09 numbers are 4-3-4, mobiles and other 01 numbers 5-6. A `+44` number
 * keeps its country code ("+44 113 496 0000"). Anything that is not a UK number is returned trimmed,
 * as typed, never changed into something else.
 *
 * @example formatUkPhone('01134960000') // '0113 496 0000'
 * @example formatUkPhone('+442079460958') // '+44 20 7946 0958'
 * @example formatUkPhone('07700900123') // '07700 900123'
 */
export function formatUkPhone(s: string | null | undefined): string {
  const typed = typeof s === 'string' ? s.trim() : '';
  const number = normaliseUkPhone(typed);
  if (!UK_PHONE.test(number)) return typed;
  const international = number.startsWith('+44');
  const national = international ? `0${number.slice(3)}` : number;
  const sizes = /^02/.test(national) ? [3, 4, 4] : /^(01\d1|011\d|0[389])/.test(national) ? [4, 3, 4] : [5, 6];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(national.slice(at, at + size));
    at += size;
  }
  return international ? `+44 ${groups.join(' ').slice(1)}` : groups.join(' ');
}
