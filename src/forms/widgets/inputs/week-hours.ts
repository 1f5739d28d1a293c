import { daysClosingBeforeOpening, defaultBusinessHours, WEEK_DAYS, type BusinessHoursEntry } from '@/domain/business-hours';

/**
 * The seven days to show, Monday to Sunday, from whatever is stored: the stored entry of each day, or the day's
 * default when it is missing (nothing stored yet, or a draft from before a day existed).
 *
 * @example weekHours(undefined) // defaultBusinessHours()
 */
export function weekHours(value: unknown): BusinessHoursEntry[] {
  const stored = Array.isArray(value) ? (value as Partial<BusinessHoursEntry>[]) : [];
  return defaultBusinessHours().map((fallback) => {
    const entry = stored.find((e) => e && e.day === fallback.day);
    if (!entry) return fallback;
    return {
      day: fallback.day,
      open: typeof entry.open === 'boolean' ? entry.open : fallback.open,
      openTime: typeof entry.openTime === 'string' ? entry.openTime : fallback.openTime,
      closeTime: typeof entry.closeTime === 'string' ? entry.closeTime : fallback.closeTime,
    };
  });
}

/** True when the stored value already holds the seven days in order with every part filled in. */
export function isCompleteWeek(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length === WEEK_DAYS.length &&
    value.every(
      (e: Partial<BusinessHoursEntry> | null, i) =>
        !!e && e.day === WEEK_DAYS[i] && typeof e.open === 'boolean' && typeof e.openTime === 'string' && typeof e.closeTime === 'string',
    )
  );
}

/** The hours with one day changed. */
export function changeDay(hours: readonly BusinessHoursEntry[], index: number, patch: Partial<Omit<BusinessHoursEntry, 'day'>>): BusinessHoursEntry[] {
  return hours.map((entry, i) => (i === index ? { ...entry, ...patch } : entry));
}

/**
 * True when an open day closes before (or when) it opens: Continue refuses such hours with the field's
 * `messages.closingTime` (see `src/domain/field-checks.ts`), and the day's row says which day it is.
 *
 * @example closesBeforeOpens({ day: 'Monday', open: true, openTime: '17:00', closeTime: '09:00' }) // true
 */
export function closesBeforeOpens(entry: BusinessHoursEntry): boolean {
  return daysClosingBeforeOpening([entry]).length > 0;
}
