import { describe, expect, it } from 'vitest';
import { colourSchemes } from '@/generated/config';
import { form } from '@/generated/forms/request';
import { profileOf } from '@/domain/business-profile';
import type { ColourScheme } from '@/domain/colours';
import {
  hasAnswersToClear,
  optionLabel,
  previewFields,
  pickerColour,
  schemesForTrade,
  shownSchemeId,
  sitePathHref,
  textOption,
} from '@/forms/widgets/choice/choice-rules';

/** The schemes as the app gets them: config/colour-schemes.yaml with the trades' own colourOverrides. */
const SCHEMES = colourSchemes.schemes as { schemes: ColourScheme[] }['schemes'];

describe('sitePathHref', () => {
  it('accepts paths on this site', () => {
    expect(sitePathHref('/terms')).toBe('/terms');
    expect(sitePathHref('/privacy#cookies')).toBe('/privacy#cookies');
    expect(sitePathHref('/')).toBe('/');
  });

  it('refuses other sites, schemes and tricks', () => {
    for (const href of [
      '//evil.example/terms',
      '/\\evil.example',
      'https://example.com/terms',
      'http://localhost/terms',
      'javascript:alert(1)',
      'terms',
      './terms',
      ' /terms',
      '/ter ms',
      '/terms\n',
      '/a\\b',
      '',
      undefined,
      null,
      42,
    ]) {
      expect(sitePathHref(href), String(href)).toBeNull();
    }
  });
});

/** The clear: list of the request form's trade field (its reset-for-trade-change action in config/forms/request.yaml). */
const CLEARED = form.steps.flatMap((st) => st.fields).find((f) => f.field === form.query?.trade?.field)?.onChange?.flatMap((a) => a.clear ?? []) ?? [];
const hasTradeDependentAnswers = (data: Record<string, unknown> | undefined) => hasAnswersToClear(data, CLEARED);

describe('hasAnswersToClear (the trade field\'s clear: list)', () => {
  it('reads the list from the form', () => {
    expect(CLEARED).toContain('selectedServices');
    expect(CLEARED).toContain('businessAddress');
  });

  it('is false for a fresh form and for what a trade change leaves behind', () => {
    expect(hasTradeDependentAnswers(undefined)).toBe(false);
    expect(hasTradeDependentAnswers({})).toBe(false);
    expect(
      hasTradeDependentAnswers({
        tradeType: 'plumber',
        selectedServices: [],
        selectedAccreditations: [],
        additionalServices: '',
        additionalAccreditation: '',
        minimumCallOut: '',
        businessAddress: { street: '', town: '', county: '', postcode: '', registrationNumber: '', hideAddress: false },
        businessBasics: { firstName: 'Sam' },
      }),
    ).toBe(false);
  });

  it('is true once services, accreditations or their texts are chosen', () => {
    expect(hasTradeDependentAnswers({ selectedServices: ['Rewiring'] })).toBe(true);
    expect(hasTradeDependentAnswers({ selectedAccreditations: ['NICEIC'] })).toBe(true);
    expect(hasTradeDependentAnswers({ additionalServices: 'Solar' })).toBe(true);
    expect(hasTradeDependentAnswers({ minimumCallOut: '£60' })).toBe(true);
    expect(hasTradeDependentAnswers({ additionalAccreditation: '  ' })).toBe(false);
  });

  it('is true once any part of the business address is filled', () => {
    expect(hasTradeDependentAnswers({ businessAddress: { street: '1 High Street' } })).toBe(true);
    expect(hasTradeDependentAnswers({ businessAddress: { postcode: 'LS1 1AA' } })).toBe(true);
    expect(hasTradeDependentAnswers({ businessAddress: { hideAddress: true } })).toBe(false);
    expect(hasTradeDependentAnswers({ businessAddress: 5 })).toBe(false);
    expect(hasTradeDependentAnswers({ businessBasics: { firstName: 'Sam' } })).toBe(false);
  });
});

describe('schemes as a trade sees them (real config)', () => {
  it('shows the six schemes in config order', () => {
    expect(schemesForTrade(SCHEMES, 'electrician').map((s) => s.id)).toEqual([
      'blue-yellow',
      'black-red',
      'green',
      'grey-orange',
      'blue-blue',
      'purple-gold',
    ]);
  });

  it('gives the builder Charcoal / Green with its own colours, and everyone else Green', () => {
    const builder = schemesForTrade(SCHEMES, 'builder').find((s) => s.id === 'green');
    expect(builder).toMatchObject({ name: 'Charcoal / Green', primary: '#36454F', secondary: '#A7C957' });
    const plumber = schemesForTrade(SCHEMES, 'plumber').find((s) => s.id === 'green');
    expect(plumber).toMatchObject({ name: 'Green', primary: '#344E41', secondary: '#A3B18A' });
  });

  it('shows the chosen scheme, else the trade default, else the first', () => {
    expect(shownSchemeId(SCHEMES, 'black-red', 'blue-blue')).toBe('black-red');
    expect(shownSchemeId(SCHEMES, '', 'blue-blue')).toBe('blue-blue');
    expect(shownSchemeId(SCHEMES, undefined, 'grey-orange')).toBe('grey-orange');
    expect(shownSchemeId(SCHEMES, 'no-such-scheme', 'green')).toBe('green');
    expect(shownSchemeId(SCHEMES, undefined, 'missing')).toBe('blue-yellow');
    expect(shownSchemeId([], undefined, 'green')).toBeUndefined();
  });
});

describe('pickerColour', () => {
  it('follows a full colour typed in either case, lower-cased for the native picker', () => {
    expect(pickerColour('#2897CF', '#000000')).toBe('#2897cf');
    expect(pickerColour(' #a7c957 ', undefined)).toBe('#a7c957');
  });

  it('keeps the last good colour while the text is incomplete or wrong', () => {
    expect(pickerColour('#28', '#2897CF')).toBe('#2897cf');
    expect(pickerColour('blue', '#194563')).toBe('#194563');
    expect(pickerColour('', undefined)).toBe('#000000');
    expect(pickerColour(undefined, 'nonsense')).toBe('#000000');
  });
});

describe('option texts', () => {
  it('labels an option from options.labels, else by its value', () => {
    const labels = { yes: 'Yes, set one up for me', no: 'No, thank you', empty: ' ' };
    expect(optionLabel(labels, 'yes')).toBe('Yes, set one up for me');
    expect(optionLabel(labels, 'already')).toBe('already');
    expect(optionLabel(labels, 'empty')).toBe('empty');
    expect(optionLabel(undefined, 'no')).toBe('no');
    expect(optionLabel(labels, 'toString')).toBe('toString');
  });

  it('reads a text option with a fallback', () => {
    expect(textOption({ lockedHelp: 'Locked by the link.' }, 'lockedHelp', 'x')).toBe('Locked by the link.');
    expect(textOption({ lockedHelp: '' }, 'lockedHelp', 'x')).toBe('x');
    expect(textOption({ lockedHelp: 3 }, 'lockedHelp', 'x')).toBe('x');
  });
});

describe('previewFields', () => {
  it('takes what a design preview shows from the profile the form\'s YAML maps', () => {
    const profile = profileOf(
      {
        businessBasics: { firstName: 'Sam', companyName: 'Spark & Co', email: 'sam@spark.co.uk', phone: '07700 900123' },
        serviceLocations: ['Leeds', 3],
        selectedServices: ['Rewiring'],
        businessStats: { experience: '15', happyCustomers: 500 },
      },
      form.profile,
    );
    expect(previewFields(profile)).toEqual({
      businessName: 'Spark & Co',
      firstName: 'Sam',
      email: 'sam@spark.co.uk',
      phone: '07700 900123',
      areas: ['Leeds'],
      services: ['Rewiring'],
      accreditations: undefined,
      stats: { experience: '15', happyCustomers: '500' },
    });
  });

  it('leaves out what is missing', () => {
    expect(previewFields(profileOf({}, form.profile))).toEqual({ stats: {} });
    expect(previewFields(profileOf({ businessName: 'Pipes Ltd' }, form.profile))).toMatchObject({ businessName: 'Pipes Ltd', phone: undefined, stats: {} });
  });
});

