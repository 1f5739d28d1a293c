import { describe, expect, it } from 'vitest';
import { businessEmailPrefix, COMMON_EMAIL_PREFIXES } from '@/domain/email-prefix';

describe('businessEmailPrefix', () => {
  it('offers the four common prefixes of the spec', () => {
    expect(COMMON_EMAIL_PREFIXES).toEqual(['info', 'hello', 'contact', 'enquiries']);
  });

  it('common gives info, or the common prefix chosen', () => {
    expect(businessEmailPrefix('common', { firstName: 'Sam', custom: 'x' })).toBe('info');
    expect(businessEmailPrefix('common', { firstName: 'Sam', common: 'Enquiries' })).toBe('enquiries');
    expect(businessEmailPrefix('common', { firstName: 'Sam', common: 'sales' })).toBe('info');
  });

  it('first-name gives the first name in lowercase', () => {
    expect(businessEmailPrefix('first-name', { firstName: 'Sam' })).toBe('sam');
    expect(businessEmailPrefix('first-name', { firstName: '  Mary Ann ' })).toBe('maryann');
    expect(businessEmailPrefix('first-name', { firstName: undefined })).toBe('');
  });

  it('custom gives the typed value in lowercase', () => {
    expect(businessEmailPrefix('custom', { firstName: 'Sam', custom: 'Bookings' })).toBe('bookings');
    expect(businessEmailPrefix('custom', { firstName: 'Sam', custom: ' Sam.Smith ' })).toBe('sam.smith');
    expect(businessEmailPrefix('custom', { firstName: 'Sam' })).toBe('');
  });
});
