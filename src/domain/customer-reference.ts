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


/**
 * The reference a file is filed under when a request names no customer at all (spec part 1 §6).
 * @example anonymousReference(1700000000000) // 'anonymous-1700000000000'
 */
export function anonymousReference(now: number = Date.now()): string {
  return `anonymous-${now}`;
}
