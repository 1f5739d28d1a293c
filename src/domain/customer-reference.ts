/**
 * Short customer references a person can read out on the phone: letters and digits that cannot be mistaken for
 * one another (no 0 and O, no 1, I and L, no U and V pair), in groups, after the service's prefix.
 */

/** The characters of a reference: digits 2-9 and capitals without I, L, O and U. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new reference: `prefix` then `length` characters of {@link REFERENCE_ALPHABET}, split in groups of three or
 * four by hyphens so it is easy to read back. `random` gives one random byte per character (the server passes
 * crypto's); bytes are drawn again where they would bias the choice.
 * @example newCustomerReference('TS-', 6, randomBytes) // 'TS-7KM-4QX'
 */
export function newCustomerReference(prefix: string, length: number, random: (n: number) => Uint8Array): string {
  const chars: string[] = [];
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  while (chars.length < length) {
    for (const byte of random(length)) {
      if (byte >= limit || chars.length >= length) continue;
      chars.push(REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
    }
  }
  const size = length % 4 === 0 ? 4 : 3;
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += size) groups.push(chars.slice(i, i + size).join(''));
  return `${prefix}${groups.join('-')}`;
}

/** How the service writes its own references (config/site.yaml `customerNumber.newReference`). */
export interface ReferenceFormat {
  prefix: string;
  length: number;
}

/** A whole reference of `format`, in capitals (the groups {@link newCustomerReference} makes). */
function ownPattern(format: ReferenceFormat): RegExp {
  const size = format.length % 4 === 0 ? 4 : 3;
  const groups: string[] = [];
  for (let left = format.length; left > 0; left -= size) groups.push(`[${REFERENCE_ALPHABET}]{${Math.min(size, left)}}`);
  // The prefix as a reference keeps it (only letters, digits, - and _).
  const prefix = format.prefix.replace(/[^A-Za-z0-9_-]+/g, '-').toUpperCase();
  return new RegExp(`^${prefix}${groups.join('-')}$`);
}

/**
 * A customer reference as the service keeps it (and files a customer's uploads under): letters, digits, `-` and `_`
 * only, any other run of characters one `-`, at most 64; and one of the service's own references in capitals,
 * whatever case it was typed or read back in, so `ts-7km-4qx` and ` TS 7KM 4QX ` are both the customer `TS-7KM-4QX`
 * rather than a second one. A reference of another shape (a partner's own) keeps its case. Empty when nothing is left.
 *
 * @example referenceKey(' ts 7km 4qx ', { prefix: 'TS-', length: 6 }) // 'TS-7KM-4QX'
 * @example referenceKey('Lead_42/b', { prefix: 'TS-', length: 6 }) // 'Lead_42-b'
 */
export function referenceKey(value: unknown, format: ReferenceFormat): string {
  const cleaned = String(value ?? '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 64)
    .replace(/[-_]+$/g, '');
  const upper = cleaned.toUpperCase();
  return upper !== cleaned && ownPattern(format).test(upper) ? upper : cleaned;
}

/**
 * The reference a file is filed under when a request names no customer at all (spec part 1 §6).
 * @example anonymousReference(1700000000000) // 'anonymous-1700000000000'
 */
export function anonymousReference(now: number = Date.now()): string {
  return `anonymous-${now}`;
}
