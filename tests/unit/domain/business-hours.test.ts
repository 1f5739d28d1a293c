import { describe, expect, it } from 'vitest';
import { copyFirstDayToAll, defaultBusinessHours, formatBusinessHours } from '@/domain/business-hours';

describe('defaultBusinessHours', () => {
  it('has Monday to Sunday, weekdays open 09:00-17:00, weekends closed with the same times', () => {
    expect(defaultBusinessHours()).toEqual([
      { day: 'Monday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Tuesday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Wednesday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Thursday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Friday', open: true, openTime: '09:00', closeTime: '17:00' },
      { day: 'Saturday', open: false, openTime: '09:00', closeTime: '17:00' },
      { day: 'Sunday', open: false, openTime: '09:00', closeTime: '17:00' },
    ]);
  });

  it('returns fresh entries each time', () => {
    const a = defaultBusinessHours();
    a[0].openTime = '07:00';
    expect(defaultBusinessHours()[0].openTime).toBe('09:00');
  });
});

describe('copyFirstDayToAll', () => {
  it("copies the first day's times to every day and keeps each day's open flag", () => {
    const hours = defaultBusinessHours();
    hours[0] = { ...hours[0], openTime: '07:30', closeTime: '18:00' };
    const copied = copyFirstDayToAll(hours);
    expect(copied.every((h) => h.openTime === '07:30' && h.closeTime === '18:00')).toBe(true);
    expect(copied.map((h) => h.open)).toEqual([true, true, true, true, true, false, false]);
    expect(hours[1].openTime).toBe('09:00');
  });

  it('keeps an empty list empty', () => {
    expect(copyFirstDayToAll([])).toEqual([]);
  });
});

describe('formatBusinessHours', () => {
  it('writes "day: open - close" or "day: Closed" joined by commas', () => {
    expect(formatBusinessHours(defaultBusinessHours())).toBe(
      'Monday: 09:00 - 17:00, Tuesday: 09:00 - 17:00, Wednesday: 09:00 - 17:00, Thursday: 09:00 - 17:00, ' +
        'Friday: 09:00 - 17:00, Saturday: Closed, Sunday: Closed',
    );
  });

  it('uses each day’s own times', () => {
    expect(formatBusinessHours([{ day: 'Saturday', open: true, openTime: '10:00', closeTime: '14:00' }])).toBe(
      'Saturday: 10:00 - 14:00',
    );
    expect(formatBusinessHours([])).toBe('');
  });
});
