import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOM_COLOURS,
  colourFieldsOf,
  effectiveColours,
  isHexColour,
  processColours,
  schemeForTrade,
  type ColourScheme,
} from '@/domain/colours';

/** The six schemes of spec part 1 §9 with the builder's Charcoal / Green variant. */
const SCHEMES: ColourScheme[] = [
  { id: 'blue-yellow', name: 'Blue / Yellow', primary: '#00235A', secondary: '#FFA419', background: '#FFFFFF' },
  { id: 'black-red', name: 'Black / Red', primary: '#000000', secondary: '#D90429', background: '#FFFFFF' },
  {
    id: 'green',
    name: 'Green',
    primary: '#344E41',
    secondary: '#A3B18A',
    background: '#FFFFFF',
    tradeOverrides: { builder: { name: 'Charcoal / Green', primary: '#36454F', secondary: '#A7C957' } },
  },
  { id: 'grey-orange', name: 'Grey / Orange', primary: '#495057', secondary: '#FF7D00', background: '#FFFFFF' },
  { id: 'blue-blue', name: 'Blue / Blue', primary: '#03045E', secondary: '#669BBC', background: '#FFFFFF' },
  { id: 'purple-gold', name: 'Purple / Gold', primary: '#560BAD', secondary: '#FDCA00', background: '#FFFFFF' },
];

const DEFAULTS = { electrician: 'blue-yellow', plumber: 'blue-blue', roofer: 'grey-orange', builder: 'green' };

describe('isHexColour', () => {
  it.each(['#2897cf', '#194563', '#ABCDEF', '#000000'])('accepts %j', (v) => expect(isHexColour(v)).toBe(true));
  it.each(['#fff', '2897cf', '#2897cg', '#2897cf00', 'red', '', null, 123])('refuses %j', (v) =>
    expect(isHexColour(v)).toBe(false),
  );
});

describe('schemeForTrade', () => {
  it('gives the builder the Charcoal / Green variant of the green scheme', () => {
    expect(schemeForTrade(SCHEMES, 'green', 'builder')).toEqual({
      id: 'green',
      name: 'Charcoal / Green',
      primary: '#36454F',
      secondary: '#A7C957',
      background: '#FFFFFF',
    });
  });

  it('gives other trades the plain green scheme without the overrides key', () => {
    expect(schemeForTrade(SCHEMES, 'green', 'plumber')).toEqual({
      id: 'green',
      name: 'Green',
      primary: '#344E41',
      secondary: '#A3B18A',
      background: '#FFFFFF',
    });
  });

  it('returns undefined for an unknown or missing id', () => {
    expect(schemeForTrade(SCHEMES, 'pink', 'builder')).toBeUndefined();
    expect(schemeForTrade(SCHEMES, undefined, 'builder')).toBeUndefined();
  });

  it('ignores inherited keys such as toString when looking up overrides', () => {
    expect(schemeForTrade(SCHEMES, 'green', 'toString')?.name).toBe('Green');
  });
});

/** Where the request form keeps its colour answers (its colours transform in config/forms/request.yaml). */
const NAMES = { trade: 'tradeType', custom: 'useCustomColors', primary: 'customPrimaryColor', secondary: 'customSecondaryColor', scheme: 'selectedColorScheme', remove: ['primaryColor', 'secondaryColor'] };
const fields = (data: Record<string, unknown>) => colourFieldsOf(data, NAMES);

describe('processColours', () => {
  it('uses the selected scheme when custom colours are off', () => {
    const out = processColours(
      { tradeType: 'electrician', useCustomColors: false, selectedColorScheme: 'black-red', customPrimaryColor: '#2897cf', customSecondaryColor: '#194563' },
      SCHEMES, DEFAULTS, NAMES);
    expect(out.customPrimaryColor).toBe('#000000');
    expect(out.customSecondaryColor).toBe('#D90429');
  });

  it('uses the builder variant when a builder selects green', () => {
    const out = processColours({ tradeType: 'builder', useCustomColors: false, selectedColorScheme: 'green' }, SCHEMES, DEFAULTS, NAMES);
    expect([out.customPrimaryColor, out.customSecondaryColor]).toEqual(['#36454F', '#A7C957']);
  });

  it("uses the trade's default scheme when none is selected", () => {
    const roofer = processColours({ tradeType: 'roofer', useCustomColors: false, selectedColorScheme: '' }, SCHEMES, DEFAULTS, NAMES);
    expect([roofer.customPrimaryColor, roofer.customSecondaryColor]).toEqual(['#495057', '#FF7D00']);
    const builder = processColours({ tradeType: 'builder' }, SCHEMES, DEFAULTS, NAMES);
    expect([builder.customPrimaryColor, builder.customSecondaryColor]).toEqual(['#36454F', '#A7C957']);
  });

  it('uses the custom colours when they are on, whatever scheme is selected', () => {
    const out = processColours(
      { tradeType: 'plumber', useCustomColors: true, selectedColorScheme: 'black-red', customPrimaryColor: '#123456', customSecondaryColor: '#abcdef' },
      SCHEMES, DEFAULTS, NAMES);
    expect([out.customPrimaryColor, out.customSecondaryColor]).toEqual(['#123456', '#abcdef']);
  });

  it('falls back to the trade default when custom colours are on but not valid', () => {
    const out = processColours(
      { tradeType: 'plumber', useCustomColors: true, customPrimaryColor: 'blue', customSecondaryColor: '#abcdef' },
      SCHEMES, DEFAULTS, NAMES);
    expect([out.customPrimaryColor, out.customSecondaryColor]).toEqual(['#03045E', '#669BBC']);
  });

  it('falls back to the trade default for an unknown selected scheme', () => {
    const out = processColours({ tradeType: 'electrician', selectedColorScheme: 'pink' }, SCHEMES, DEFAULTS, NAMES);
    expect([out.customPrimaryColor, out.customSecondaryColor]).toEqual(['#00235A', '#FFA419']);
  });

  it('falls back to the default custom colours when the trade has no default scheme', () => {
    const out = processColours({ tradeType: 'carpenter' }, SCHEMES, DEFAULTS, NAMES);
    expect([out.customPrimaryColor, out.customSecondaryColor]).toEqual([DEFAULT_CUSTOM_COLOURS.primary, DEFAULT_CUSTOM_COLOURS.secondary]);
    expect(effectiveColours(fields({}), [], {})).toEqual({ primary: '#2897cf', secondary: '#194563' });
  });

  it('removes primaryColor and secondaryColor, keeps other fields and leaves the input unchanged', () => {
    const input = {
      tradeType: 'electrician',
      selectedColorScheme: 'purple-gold',
      primaryColor: '#111111',
      secondaryColor: '#222222',
      companyName: 'Spark Ltd',
    };
    const snapshot = structuredClone(input);
    const out = processColours(input, SCHEMES, DEFAULTS, NAMES);
    expect(out).toEqual({
      tradeType: 'electrician',
      selectedColorScheme: 'purple-gold',
      companyName: 'Spark Ltd',
      customPrimaryColor: '#560BAD',
      customSecondaryColor: '#FDCA00',
    });
    expect('primaryColor' in out).toBe(false);
    expect('secondaryColor' in out).toBe(false);
    expect(input).toEqual(snapshot);
  });
});
