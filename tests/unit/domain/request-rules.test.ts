import { describe, expect, it } from 'vitest';
import { emptyBusinessAddress, resetForTradeChange, servicesOnEnteringServices } from '@/domain/request-rules';

const filled = {
  tradeType: 'electrician',
  companyName: 'Spark Ltd',
  selectedServices: ['Rewiring'],
  selectedAccreditations: ['NICEIC'],
  additionalServices: 'EV chargers',
  additionalAccreditation: 'Part P',
  minimumCallOut: '£60',
  businessAddress: { street: '1 High St', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA', registrationNumber: '12345678', hideAddress: true },
  serviceLocations: ['Leeds'],
};

describe('resetForTradeChange', () => {
  it('sets the trade and clears everything that belonged to the old trade', () => {
    expect(resetForTradeChange(filled, 'plumber')).toEqual({
      tradeType: 'plumber',
      companyName: 'Spark Ltd',
      selectedServices: [],
      selectedAccreditations: [],
      additionalServices: '',
      additionalAccreditation: '',
      minimumCallOut: '',
      businessAddress: emptyBusinessAddress(),
      serviceLocations: ['Leeds'],
    });
  });

  it('does not change the input', () => {
    const before = structuredClone(filled);
    resetForTradeChange(filled, 'roofer');
    expect(filled).toEqual(before);
  });

  it('changes nothing when the same trade is chosen again', () => {
    expect(resetForTradeChange(filled, 'electrician')).toBe(filled);
  });
});

describe('servicesOnEnteringServices', () => {
  const plumberServices = ['Boiler repair', 'Leak detection', 'Bathroom fitting'];
  const builderServices = ['Extensions', 'Loft conversions'];

  it('pre-selects the full list when nothing is chosen', () => {
    expect(servicesOnEnteringServices({ selectedServices: [] }, { services: plumberServices }).selectedServices).toEqual(plumberServices);
    expect(servicesOnEnteringServices({}, { services: plumberServices }).selectedServices).toEqual(plumberServices);
  });

  it('keeps what the customer chose', () => {
    const out = servicesOnEnteringServices({ selectedServices: ['Leak detection'] }, { services: plumberServices, preselectAllServices: false });
    expect(out.selectedServices).toEqual(['Leak detection']);
  });

  it('always sets the whole list for a trade with preselectAllServices (the builder of the spec)', () => {
    const out = servicesOnEnteringServices({ selectedServices: ['Leak detection'] }, { services: builderServices, preselectAllServices: true });
    expect(out.selectedServices).toEqual(builderServices);
  });

  it('copies the list so later edits do not touch the trade config', () => {
    const out = servicesOnEnteringServices({ selectedServices: [] }, { services: plumberServices });
    out.selectedServices.pop();
    expect(plumberServices).toHaveLength(3);
  });

  it('gives an empty list for an unknown trade', () => {
    expect(servicesOnEnteringServices({ selectedServices: [] }, undefined).selectedServices).toEqual([]);
  });
});
