import { describe, expect, it } from 'vitest';
import { domainLabel, domainOptionsQuery, suggestDomains } from '../../../src/domain/domain-suggestions';
import { site } from '../../../src/generated/config';

const rules = { tlds: ['.co.uk', '.com'], patterns: ['{name}', '{name}{area}', '{name}-{area}'], dropWords: ['ltd', 'and'], max: 6 };

describe('domain suggestions', () => {
  it('makes up to six names from the business name and main area, every pattern with every ending in order', () => {
    expect(suggestDomains({ businessName: 'Skyline Roofing Ltd', mainArea: 'Harrogate' }, rules)).toEqual([
      'skylineroofing.co.uk', 'skylineroofing.com', 'skylineroofingharrogate.co.uk', 'skylineroofingharrogate.com',
      'skylineroofing-harrogate.co.uk', 'skylineroofing-harrogate.com',
    ]);
    expect(suggestDomains({ businessName: 'A', mainArea: 'B' }, { ...rules, max: 3 })).toHaveLength(3);
  });

  it('never offers the domain the customer typed as their own, in whatever form they typed it', () => {
    const names = suggestDomains({ businessName: 'Skyline Roofing', mainArea: 'Harrogate', ownDomain: 'https://www.SkylineRoofing.co.uk/' }, rules);
    expect(names).not.toContain('skylineroofing.co.uk');
    expect(names[0]).toBe('skylineroofing.com');
  });

  it('leaves out the area patterns without an area, and offers nothing without a name', () => {
    expect(suggestDomains({ businessName: 'Bright Sparks' }, rules)).toEqual(['brightsparks.co.uk', 'brightsparks.com']);
    expect(suggestDomains({ businessName: '  ', mainArea: 'York' }, rules)).toEqual([]);
    expect(suggestDomains({ businessName: 42 }, rules)).toEqual([]);
  });

  it('makes labels of letters and digits only: accents, ampersands and punctuation go', () => {
    expect(domainLabel("Smith & Sons' Plumbing (Leeds) Ltd.", ['ltd', 'and'])).toBe('smithsonsplumbingleeds');
    expect(domainLabel('Café Électrique')).toBe('cafeelectrique');
    // A name too long for a domain label gives no name rather than a broken one.
    expect(suggestDomains({ businessName: 'x'.repeat(70) }, rules)).toEqual([]);
  });

  it('writes the names as the domain choice\'s link parameters', () => {
    expect(domainOptionsQuery(['a.co.uk', 'a.com'])).toBe('domain1=a.co.uk&domain2=a.com');
    expect(domainOptionsQuery([])).toBe('');
  });

  it('follows the rules of site.yaml', () => {
    expect(suggestDomains({ businessName: 'Flow Right Ltd', mainArea: 'Leeds' }, site.domainSuggestions!)).toEqual([
      'flowright.co.uk', 'flowright.com', 'flowrightleeds.co.uk', 'flowrightleeds.com', 'flowright-leeds.co.uk', 'flowright-leeds.com',
    ]);
  });
});
