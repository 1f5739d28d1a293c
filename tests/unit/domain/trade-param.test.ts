import { describe, expect, it } from 'vitest';
import { resolveTradeParam } from '@/domain/trade-param';

const REQUEST_PAGE = ['electrician', 'plumber', 'roofer'] as const;
const HOME_FORM = ['electrician', 'plumber', 'roofer', 'builder'] as const;

describe('resolveTradeParam', () => {
  it('selects and locks an allowed trade, ignoring case and surrounding spaces', () => {
    expect(resolveTradeParam('plumber', REQUEST_PAGE, 'electrician')).toEqual({ trade: 'plumber', locked: true });
    expect(resolveTradeParam(' ROOFER ', REQUEST_PAGE, 'electrician')).toEqual({ trade: 'roofer', locked: true });
    expect(resolveTradeParam('Builder', HOME_FORM, 'electrician')).toEqual({ trade: 'builder', locked: true });
  });

  it('falls back to electrician, unlocked, for a trade the page does not accept', () => {
    expect(resolveTradeParam('builder', REQUEST_PAGE, 'electrician')).toEqual({ trade: 'electrician', locked: false });
    expect(resolveTradeParam('carpenter', REQUEST_PAGE, 'electrician')).toEqual({ trade: 'electrician', locked: false });
  });

  it('falls back for missing or empty values', () => {
    expect(resolveTradeParam(null, REQUEST_PAGE, 'electrician')).toEqual({ trade: 'electrician', locked: false });
    expect(resolveTradeParam(undefined, REQUEST_PAGE, 'electrician')).toEqual({ trade: 'electrician', locked: false });
    expect(resolveTradeParam('  ', REQUEST_PAGE, 'electrician')).toEqual({ trade: 'electrician', locked: false });
  });

  it('uses the given fallback', () => {
    expect(resolveTradeParam('x', REQUEST_PAGE, 'plumber')).toEqual({ trade: 'plumber', locked: false });
  });

  it('never throws, even for values that are not strings', () => {
    expect(resolveTradeParam(['plumber'] as unknown as string, REQUEST_PAGE, 'electrician')).toEqual({ trade: 'electrician', locked: false });
    expect(resolveTradeParam('plumber', undefined as unknown as string[], 'electrician')).toEqual({ trade: 'electrician', locked: false });
  });
});
