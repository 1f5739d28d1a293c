import { describe, expect, it } from 'vitest';
import { formatUkPostcode, isUkPostcode } from '@/domain/uk-postcode';

describe('isUkPostcode', () => {
  it.each([
    'SW1A 1AA', // AA9A 9AA
    'sw1a1aa',
    'W1A 0AX', // A9A 9AA
    'M1 1AE', // A9 9AA
    'B33 8TH', // A99 9AA
    'CR2 6XH', // AA9 9AA
    'DN55 1PT', // AA99 9AA
    'EC1A 1BB',
    'GIR 0AA',
    'gir0aa',
    '  le1   7rh ',
  ])('accepts %j', (value) => {
    expect(isUkPostcode(value)).toBe(true);
  });

  it.each([
    '',
    'SW1A',
    '1AA',
    'SW1A 1AI', // I never appears in the inward code
    'SW1A 1CA', // nor C
    'QA1 1AA', // Q never starts a postcode
    'SW1A 1AAA',
    'SW1A-1AA',
    '12345',
    'ABC 123',
  ])('refuses %j', (value) => {
    expect(isUkPostcode(value)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isUkPostcode(undefined)).toBe(false);
    expect(isUkPostcode(null)).toBe(false);
  });
});

describe('formatUkPostcode', () => {
  it('uppercases and puts one space before the last three characters', () => {
    expect(formatUkPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(formatUkPostcode(' m1   1ae ')).toBe('M1 1AE');
    expect(formatUkPostcode('gir0aa')).toBe('GIR 0AA');
    expect(formatUkPostcode('DN55 1PT')).toBe('DN55 1PT');
  });

  it('returns an invalid value unchanged', () => {
    expect(formatUkPostcode('not a postcode')).toBe('not a postcode');
    expect(formatUkPostcode(' sw1a ')).toBe(' sw1a ');
    expect(formatUkPostcode('')).toBe('');
  });
});
