import { describe, expect, it } from 'vitest';
import { anonymousReference, toHookFields } from '@/domain/hook-fields';

describe('toHookFields', () => {
  it('drops empty, null and undefined values and empty arrays', () => {
    expect(toHookFields({ a: '', b: null, c: undefined, d: [], e: 'kept' })).toEqual({ e: 'kept' });
  });

  it('writes booleans as true/false, numbers as text and keeps false and 0', () => {
    expect(toHookFields({ useStockImages: false, termsAgreed: true, count: 0, price: 25.5 })).toEqual({
      useStockImages: 'false',
      termsAgreed: 'true',
      count: '0',
      price: '25.5',
    });
  });

  it('sends objects and arrays as JSON text', () => {
    const hours = [{ day: 'Monday', open: true, openTime: '09:00', closeTime: '17:00' }];
    const fields = toHookFields({ businessHours: hours, businessBasics: { firstName: 'Sam' }, galleryUrls: ['a', 'b'] });
    expect(fields).toEqual({
      businessHours: JSON.stringify(hours),
      businessBasics: '{"firstName":"Sam"}',
      galleryUrls: '["a","b"]',
    });
    expect(JSON.parse(fields.businessHours)).toEqual(hours);
  });

  it('writes dates as ISO text and drops values that cannot be sent', () => {
    expect(
      toHookFields({ when: new Date('2024-01-02T03:04:05Z'), bad: new Date('nope'), nan: Number.NaN, fn: () => 1, sym: Symbol('s') }),
    ).toEqual({ when: '2024-01-02T03:04:05.000Z' });
  });

  it('keeps whitespace-only strings as typed', () => {
    expect(toHookFields({ note: ' ' })).toEqual({ note: ' ' });
  });
});

describe('anonymousReference', () => {
  it('is anonymous- followed by the timestamp', () => {
    expect(anonymousReference(1700000000000)).toBe('anonymous-1700000000000');
    expect(anonymousReference()).toMatch(/^anonymous-\d{13}$/);
  });
});
