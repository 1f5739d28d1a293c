import { describe, expect, it } from 'vitest';
import { cleanPhone, formatUkPhone, isPhoneMissing, isUkMobile, isUkPhone, normaliseUkPhone } from '@/domain/uk-phone';

describe('cleanPhone', () => {
  it('removes spaces, hyphens, brackets and dots', () => {
    expect(cleanPhone('(07700) 900-123')).toBe('07700900123');
    expect(cleanPhone('+44 20.7946 0958')).toBe('+442079460958');
    expect(cleanPhone('\t0161 496\u00a00000 ')).toBe('01614960000');
  });

  it('drops the bracketed trunk 0 written after +44, so "+44 (0)113 496 0123" is the same number as 0113 496 0123', () => {
    expect(cleanPhone('+44 (0)113 496 0123')).toBe('+441134960123');
    expect(cleanPhone('+44(0)7700 900123')).toBe('+447700900123');
    expect(cleanPhone('+44 (0) 20.7946.0958')).toBe('+442079460958');
    expect(isUkPhone('+44 (0)113 496 0123')).toBe(true);
    expect(isUkPhone('0113.496.0123')).toBe(true);
    expect(isUkPhone('(0113) 496 0123')).toBe(true);
    // A 0 that is not bracketed is part of the number: one digit too many.
    expect(isUkPhone('+44 0113 496 0123')).toBe(false);
  });

  it('keeps other characters so that they still fail validation', () => {
    expect(cleanPhone('0770O900123')).toBe('0770O900123');
  });

  it('treats missing values as empty', () => {
    expect(cleanPhone(undefined)).toBe('');
    expect(cleanPhone(null)).toBe('');
  });
});

describe('normaliseUkPhone', () => {
  it('prefixes 0 when the number starts with neither 0 nor +44', () => {
    expect(normaliseUkPhone('7700900123')).toBe('07700900123');
    expect(normaliseUkPhone('20 7946 0958')).toBe('02079460958');
  });

  it('leaves numbers starting with 0 or +44 alone apart from cleaning', () => {
    expect(normaliseUkPhone('07700 900123')).toBe('07700900123');
    expect(normaliseUkPhone('+44 7700 900123')).toBe('+447700900123');
  });

  it('keeps an empty value empty', () => {
    expect(normaliseUkPhone('')).toBe('');
    expect(normaliseUkPhone('  - ')).toBe('');
  });
});

describe('isPhoneMissing', () => {
  it.each(['', '   ', '+44', ' +44 ', '( )'])('%j counts as missing', (value) => {
    expect(isPhoneMissing(value)).toBe(true);
  });

  it('is false once digits follow the country code', () => {
    expect(isPhoneMissing('+447')).toBe(false);
    expect(isPhoneMissing('07700900123')).toBe(false);
  });

  it('treats undefined and null as missing', () => {
    expect(isPhoneMissing(undefined)).toBe(true);
    expect(isPhoneMissing(null)).toBe(true);
  });
});

describe('isUkPhone', () => {
  it.each([
    '020 7946 0958',
    '(07700) 900-123',
    '07700900123',
    '+44 7700 900123',
    '+44 (20) 7946-0958',
    '7700900123',
    '0161.496.0000',
  ])('accepts %j', (value) => {
    expect(isUkPhone(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only the country code', '+44'],
    ['one digit short', '0770090012'],
    ['one digit too many', '077009001234'],
    ['+44 with 9 digits', '+44770090012'],
    ['+44 followed by the trunk 0', '+4407700900123'],
    ['another country code', '+33612345678'],
    ['letters', '07700 9OO123'],
    ['00 international prefix', '00447700900123'],
  ])('refuses %s', (_, value) => {
    expect(isUkPhone(value)).toBe(false);
  });
});

describe('isUkMobile', () => {
  it.each(['+447700900123', '07700 900123', '7700900123', '(07700) 900-123'])('accepts %j', (value) => {
    expect(isUkMobile(value)).toBe(true);
  });

  it.each(['02079460958', '+442079460958', '0770090012', '', '+44'])('refuses %j', (value) => {
    expect(isUkMobile(value)).toBe(false);
  });
});

describe('formatUkPhone', () => {
  it.each([
    ['01134960000', '0113 496 0000'],
    ['0113 4960000', '0113 496 0000'],
    ['02079460958', '020 7946 0958'],
    ['+442079460958', '+44 20 7946 0958'],
    ['07700900123', '07700 900123'],
    ['7700900123', '07700 900123'],
    ['+447700900123', '+44 7700 900123'],
    ['01632960123', '01632 960123'],
    ['01614960000', '0161 496 0000'],
    ['08001234567', '0800 123 4567'],
    ['03001234567', '0300 123 4567'],
  ])('writes %j as %j', (typed, shown) => {
    expect(formatUkPhone(typed)).toBe(shown);
  });

  it.each([['12345'], ['+33612345678'], ['call me'], ['']])('leaves %j as typed, trimmed', (typed) => {
    expect(formatUkPhone(` ${typed} `)).toBe(typed);
  });
});
