import { describe, expect, it } from 'vitest';
import { applySameNumber } from '@/domain/whatsapp';

describe('applySameNumber', () => {
  it('copies the business phone when ticked', () => {
    expect(applySameNumber(true, '07700 900123', '')).toBe('07700 900123');
    expect(applySameNumber(true, '07700 900123', '07700 900456')).toBe('07700 900123');
  });

  it('clears the field when unticked and it still holds the phone', () => {
    expect(applySameNumber(false, '07700 900123', '07700 900123')).toBe('');
    expect(applySameNumber(false, '07700 900123', '07700-900-123')).toBe('');
  });

  it('keeps a different number the customer typed', () => {
    expect(applySameNumber(false, '07700 900123', '07700 900456')).toBe('07700 900456');
  });

  it('copes with missing values', () => {
    expect(applySameNumber(true, undefined, 'x')).toBe('');
    expect(applySameNumber(false, '07700 900123', undefined)).toBe('');
  });
});
