import { describe, expect, it } from 'vitest';
import { allLinkVariantKeys, linkForVariant, linkOfVariantKey, linkSlotMark, linkText, linkVariantKey, linkVariantsOf } from '../../../src/domain/link-variant';

const variants = linkVariantsOf({ trade: { lockable: ['tiler', 'glazier'] }, customerNumber: true });

describe('the page a link chooses', () => {
  it('reads the choices and slots from a form\'s query rules', () => {
    expect(variants).toEqual({ choices: { trade: ['tiler', 'glazier'] }, slots: ['customerNumber'] });
    expect(linkVariantsOf(undefined)).toEqual({ choices: {}, slots: [] });
    expect(linkVariantsOf({ trade: { lockable: [] }, customerNumber: false })).toEqual({ choices: {}, slots: [] });
  });

  it('names the page by what the link chooses, as the form reads the link', () => {
    expect(linkVariantKey(new URLSearchParams('trade=%20Tiler%20&customerNumber=TS-1'), variants)).toBe('trade=tiler&customerNumber');
    expect(linkVariantKey(new URLSearchParams('trade=joiner&customerNumber=%20%20'), variants)).toBe('');
    expect(linkVariantKey(new URLSearchParams('customerNumber=TS-1&template=bold'), variants)).toBe('customerNumber');
  });

  it('lists every page the build makes, and the link each is rendered with', () => {
    const keys = allLinkVariantKeys(variants);
    expect(keys).toEqual(['', 'customerNumber', 'trade=tiler', 'trade=tiler&customerNumber', 'trade=glazier', 'trade=glazier&customerNumber']);
    for (const key of keys) expect(linkVariantKey(linkOfVariantKey(key), variants)).toBe(key);
    expect(linkOfVariantKey('trade=tiler&customerNumber').get('customerNumber')).toBe(linkSlotMark('customerNumber'));
  });

  it('keeps only the parameters that choose the page, as the form takes them', () => {
    expect(linkForVariant(new URLSearchParams('trade=GLAZIER&customerNumber=%20TS-9%0A&template=bold'), variants).toString()).toBe('trade=glazier&customerNumber=TS-9');
    expect(linkText(`x${'y'.repeat(200)}`)).toHaveLength(100);
    expect(linkText('a\u0000b')).toBe('a b');
  });
});
