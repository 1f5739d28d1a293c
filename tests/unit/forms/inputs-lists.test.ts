import { describe, expect, it } from 'vitest';
import { defaultBusinessHours } from '@/domain/business-hours';
import { asStringList, checklistItems, countChosen, toggleItem } from '@/forms/widgets/inputs/checklist-items';
import { chosenCommonPrefix, exampleDomain, isCommonPrefix, prefixForKind } from '@/forms/widgets/inputs/email-address-example';
import { addLocation, makePrimary, removeLocation } from '@/forms/widgets/inputs/location-list';
import { changeDay, closesBeforeOpens, isCompleteWeek, weekHours } from '@/forms/widgets/inputs/week-hours';

describe('checklist items', () => {
  const list = ['Rewires', 'EICR Testing', 'PAT Testing'];

  it('shows the list, then chosen values that are not on it, once each', () => {
    expect(checklistItems(list, ['Thermal imaging', 'PAT Testing', 'Thermal imaging'])).toEqual([...list, 'Thermal imaging']);
    expect(checklistItems(list, [], ['Old item'])).toEqual([...list, 'Old item']);
    expect(checklistItems([], ['A'])).toEqual(['A']);
  });

  it('ticks and unticks in list order and keeps values not on the list at the end', () => {
    expect(toggleItem(list, ['PAT Testing'], 'Rewires', true)).toEqual(['Rewires', 'PAT Testing']);
    expect(toggleItem(list, ['Rewires', 'PAT Testing'], 'Rewires', false)).toEqual(['PAT Testing']);
    expect(toggleItem(list, ['Other'], 'EICR Testing', true)).toEqual(['EICR Testing', 'Other']);
    expect(toggleItem(list, [], 'Rewires', false)).toEqual([]);
  });

  it('counts the chosen items that are shown', () => {
    expect(countChosen(list, ['Rewires', 'Gone'])).toBe(1);
    expect(countChosen(list, list)).toBe(3);
  });

  it('reads anything but a list of strings as nothing chosen', () => {
    expect(asStringList(undefined)).toEqual([]);
    expect(asStringList('Rewires')).toEqual([]);
    expect(asStringList(['A', 3, null, 'B'])).toEqual(['A', 'B']);
  });
});

describe('service area list', () => {
  it('adds a trimmed area at the end', () => {
    expect(addLocation(['Leeds'], '  York  ')).toEqual({ added: true, list: ['Leeds', 'York'], area: 'York' });
    expect(addLocation([], 'Milton   Keynes')).toMatchObject({ added: true, list: ['Milton Keynes'] });
  });

  it('ignores an empty entry and an area already listed in any case', () => {
    expect(addLocation(['Leeds'], '   ')).toMatchObject({ added: false, reason: 'empty', list: ['Leeds'] });
    expect(addLocation(['Leeds'], 'LEEDS')).toMatchObject({ added: false, reason: 'duplicate', list: ['Leeds'], area: 'Leeds' });
    expect(addLocation(['Leeds', 'York'], ' york ')).toMatchObject({ added: false, reason: 'duplicate', area: 'York' });
  });

  it('refuses an area beyond the maximum', () => {
    expect(addLocation(['A', 'B'], 'C', 2)).toMatchObject({ added: false, reason: 'full', list: ['A', 'B'] });
    expect(addLocation(['A', 'B'], 'C', 3)).toMatchObject({ added: true, list: ['A', 'B', 'C'] });
  });

  it('removes an area; removing the main one makes the next main', () => {
    expect(removeLocation(['Leeds', 'York', 'Hull'], 1)).toEqual(['Leeds', 'Hull']);
    expect(removeLocation(['Leeds', 'York'], 0)).toEqual(['York']);
  });

  it('makes an area main by moving it first, the others keeping their order', () => {
    expect(makePrimary(['Leeds', 'York', 'Hull'], 2)).toEqual(['Hull', 'Leeds', 'York']);
    expect(makePrimary(['Leeds', 'York'], 0)).toEqual(['Leeds', 'York']);
    expect(makePrimary(['Leeds'], 5)).toEqual(['Leeds']);
  });
});

describe('week of business hours', () => {
  it('is the default week (Mon-Fri 09:00-17:00, weekend closed) when nothing is stored', () => {
    expect(weekHours(undefined)).toEqual(defaultBusinessHours());
    expect(weekHours([])).toEqual(defaultBusinessHours());
    expect(weekHours([])[5]).toEqual({ day: 'Saturday', open: false, openTime: '09:00', closeTime: '17:00' });
  });

  it('keeps stored days, fills in missing ones and puts them in order', () => {
    const week = weekHours([{ day: 'Sunday', open: true, openTime: '10:00', closeTime: '14:00' }, { day: 'Monday', open: false }]);
    expect(week.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week[0]).toEqual({ day: 'Monday', open: false, openTime: '09:00', closeTime: '17:00' });
    expect(week[6]).toEqual({ day: 'Sunday', open: true, openTime: '10:00', closeTime: '14:00' });
  });

  it('tells a complete week from one that needs filling in', () => {
    expect(isCompleteWeek(defaultBusinessHours())).toBe(true);
    expect(isCompleteWeek(undefined)).toBe(false);
    expect(isCompleteWeek(defaultBusinessHours().slice(1))).toBe(false);
    expect(isCompleteWeek([...defaultBusinessHours()].reverse())).toBe(false);
  });

  it('changes one day only', () => {
    const week = changeDay(defaultBusinessHours(), 5, { open: true });
    expect(week[5].open).toBe(true);
    expect(week.filter((d, i) => i !== 5)).toEqual(defaultBusinessHours().filter((d, i) => i !== 5));
  });

  it('refuses an open day that closes before, or when, it opens', () => {
    expect(closesBeforeOpens({ day: 'Monday', open: true, openTime: '17:00', closeTime: '09:00' })).toBe(true);
    expect(closesBeforeOpens({ day: 'Monday', open: true, openTime: '09:00', closeTime: '17:00' })).toBe(false);
    expect(closesBeforeOpens({ day: 'Monday', open: true, openTime: '09:00', closeTime: '09:00' })).toBe(true);
    expect(closesBeforeOpens({ day: 'Monday', open: false, openTime: '17:00', closeTime: '09:00' })).toBe(false);
  });
});

describe('e-mail address example', () => {
  it('uses the customer domain without www., or a stand-in', () => {
    expect(exampleDomain('www.smith-electrical.co.uk')).toBe('smith-electrical.co.uk');
    expect(exampleDomain('https://Smith.com/')).toBe('smith.com');
    expect(exampleDomain(undefined)).toBe('yourbusiness.co.uk');
    expect(exampleDomain('', 'example.com')).toBe('example.com');
  });

  it('knows which common prefix is chosen, info by default', () => {
    expect(chosenCommonPrefix('hello')).toBe('hello');
    expect(chosenCommonPrefix('enquiries')).toBe('enquiries');
    expect(chosenCommonPrefix('sam')).toBe('info');
    expect(chosenCommonPrefix(undefined)).toBe('info');
    expect(isCommonPrefix('contact')).toBe(true);
    expect(isCommonPrefix('sam')).toBe(false);
  });

  it('gives the prefix of each kind: common, first name lowercased, or what was typed lowercased', () => {
    expect(prefixForKind('common', { firstName: 'Sam', prefix: 'sam' })).toBe('info');
    expect(prefixForKind('common', { prefix: 'hello' })).toBe('hello');
    expect(prefixForKind('first-name', { firstName: ' Sam ', prefix: 'info' })).toBe('sam');
    expect(prefixForKind('first-name', { firstName: undefined })).toBe('');
    expect(prefixForKind('custom', { firstName: 'Sam', prefix: 'Bookings' })).toBe('bookings');
  });
});
