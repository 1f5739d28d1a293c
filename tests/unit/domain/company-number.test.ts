import { describe, expect, it } from 'vitest';
import { COMPANY_NUMBER_PREFIXES, isCompanyNumber, normaliseCompanyNumber } from '@/domain/company-number';

describe('normaliseCompanyNumber', () => {
  it('removes whitespace and uppercases', () => {
    expect(normaliseCompanyNumber(' sc 123 456 ')).toBe('SC123456');
    expect(normaliseCompanyNumber('0123\t4567')).toBe('01234567');
    expect(normaliseCompanyNumber(undefined)).toBe('');
  });
});

describe('isCompanyNumber', () => {
  it.each(['12345678', '01234567', '0123 4567', 'SC123456', 'sc123456', 'NI012345', 'OC301234', 'R0000123', 'FC031362', 'LP012345', 'SL 012345', 'CE010135', 'OE000123'])(
    'accepts %j',
    (value) => {
      expect(isCompanyNumber(value)).toBe(true);
    },
  );

  it.each([
    ['7 digits', '1234567'],
    ['9 digits', '123456789'],
    ['empty', ''],
    ['unknown prefix', 'XX123456'],
    ['letter O instead of zero in R0', 'RO000123'],
    ['prefix with 5 digits', 'SC12345'],
    ['prefix with 7 digits', 'SC1234567'],
    ['single letter prefix', 'S1234567'],
    ['hyphen', '1234-5678'],
    ['letters that look like a prefix', 'UK123456'],
  ])('refuses %s', (_, value) => {
    expect(isCompanyNumber(value)).toBe(false);
  });

  it('accepts every listed prefix with six digits and nothing else with letters', () => {
    for (const prefix of [...COMPANY_NUMBER_PREFIXES]) {
      expect(isCompanyNumber(`${prefix}000001`), prefix).toBe(true);
    }
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let accepted = 0;
    for (const a of letters) for (const b of letters) if (isCompanyNumber(`${a}${b}123456`)) accepted += 1;
    expect(accepted).toBe([...COMPANY_NUMBER_PREFIXES].filter((p) => /^[A-Z]{2}$/.test(p)).length);
  });
});
