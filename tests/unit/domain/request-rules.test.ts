import { describe, expect, it } from 'vitest';
import { emptied, resetForTradeChange, servicesOnEntering } from '@/domain/request-rules';

const filled = {
  tradeType: 'electrician',
  companyName: 'Spark Ltd',
  selectedServices: ['Rewiring'],
  selectedAccreditations: ['NICEIC'],
  additionalServices: 'EV chargers',
  additionalAccreditation: 'Part P',
  minimumCallOut: '£60',
  businessAddress: { street: '1 High St', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP', registrationNumber: '12345678', hideAddress: true },
  serviceLocations: ['Leeds'],
};
// What the request form's YAML lists under clear: for reset-for-trade-change.
const CLEAR = ['selectedServices', 'selectedAccreditations', 'additionalServices', 'additionalAccreditation', 'minimumCallOut', 'businessAddress'];

describe('resetForTradeChange', () => {
  it('sets the trade and empties each answer the form lists, of its own kind', () => {
    expect(resetForTradeChange(filled, 'tradeType', 'plumber', CLEAR)).toEqual({
      tradeType: 'plumber',
      companyName: 'Spark Ltd',
      selectedServices: [],
      selectedAccreditations: [],
      additionalServices: '',
      additionalAccreditation: '',
      minimumCallOut: '',
      businessAddress: { street: '', town: '', county: '', postcode: '', registrationNumber: '', hideAddress: false },
      serviceLocations: ['Leeds'],
    });
  });

  it('empties only what is listed, nested answers too, and leaves answers never given out', () => {
    const out = resetForTradeChange(filled, 'tradeType', 'roofer', ['businessAddress.postcode', 'notGiven']);
    expect(out.businessAddress).toEqual({ ...filled.businessAddress, postcode: '' });
    expect(out.selectedServices).toEqual(['Rewiring']);
    expect('notGiven' in out).toBe(false);
  });

  it('does not change the input', () => {
    const before = structuredClone(filled);
    resetForTradeChange(filled, 'tradeType', 'roofer', CLEAR);
    expect(filled).toEqual(before);
  });

  it('changes nothing when the same trade is chosen again', () => {
    expect(resetForTradeChange(filled, 'tradeType', 'electrician', CLEAR)).toBe(filled);
  });

  it('empties each kind of answer', () => {
    expect([emptied(['a']), emptied('a'), emptied(true), emptied(3), emptied(null), emptied({ a: ['x'], b: { c: 'y' } })]).toEqual([[], '', false, undefined, undefined, { a: [], b: { c: '' } }]);
  });
});

describe('servicesOnEntering', () => {
  const plumberServices = ['Boiler repair', 'Leak detection', 'Bathroom fitting'];
  const builderServices = ['Extensions', 'Loft conversions'];

  it('pre-selects the full list when nothing is chosen', () => {
    expect(servicesOnEntering([], { services: plumberServices })).toEqual(plumberServices);
    expect(servicesOnEntering(undefined, { services: plumberServices })).toEqual(plumberServices);
  });

  it('keeps what the customer chose', () => {
    expect(servicesOnEntering(['Leak detection'], { services: plumberServices, preselectAllServices: false })).toEqual(['Leak detection']);
  });

  it('always sets the whole list for a trade with preselectAllServices (the builder of the spec)', () => {
    expect(servicesOnEntering(['Leak detection'], { services: builderServices, preselectAllServices: true })).toEqual(builderServices);
  });

  it('copies the list so later edits do not touch the trade config', () => {
    const out = servicesOnEntering([], { services: plumberServices });
    out.pop();
    expect(plumberServices).toHaveLength(3);
  });

  it('gives an empty list for an unknown trade', () => {
    expect(servicesOnEntering([], undefined)).toEqual([]);
  });
});
