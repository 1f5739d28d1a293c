import { describe, expect, it } from 'vitest';
import { newCustomerReference, referenceKey } from '@/domain/customer-reference';

const FORMAT = { prefix: 'TS-', length: 6 };

describe('a customer reference as the service keeps it', () => {
  it('is one of its own references in capitals however it was typed or read back', () => {
    for (const typed of ['ts-7km-4qx', ' TS 7KM 4QX ', 'Ts_7km_4qx'.replaceAll('_', '-'), 'ts.7km.4qx']) expect(referenceKey(typed, FORMAT)).toBe('TS-7KM-4QX');
    // Made by the service, in any format it is set to make.
    for (const format of [FORMAT, { prefix: 'ACME/', length: 8 }, { prefix: 'r', length: 5 }]) {
      const made = newCustomerReference(format.prefix, format.length, (n) => new Uint8Array(n).map((_, i) => i * 37));
      const kept = referenceKey(made, format);
      expect(referenceKey(kept.toLowerCase(), format)).toBe(kept);
    }
  });

  it("keeps a partner's reference of another shape as it is, and only letters, digits, - and _", () => {
    expect(referenceKey('Lead_42/b', FORMAT)).toBe('Lead_42-b');
    expect(referenceKey('ts-7km-4qxz', FORMAT)).toBe('ts-7km-4qxz');
    // O, I, L and U are never in a reference the service makes: not one of its own.
    expect(referenceKey('ts-7ko-4qx', FORMAT)).toBe('ts-7ko-4qx');
    expect(referenceKey('../../etc/passwd', FORMAT)).toBe('etc-passwd');
    expect(referenceKey('', FORMAT)).toBe('');
    expect(referenceKey('x'.repeat(80), FORMAT)).toHaveLength(64);
  });
});
