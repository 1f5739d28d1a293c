/**
 * Business opening hours (spec part 1 §4, part 2 §3).
 */

/** The days of the week in the order the forms show them. */
export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** One day's opening hours; times are `HH:MM` (24-hour clock). */
export interface BusinessHoursEntry {
  day: string;
  open: boolean;
  openTime: string;
  closeTime: string;
}

/** Default opening time (spec part 1 §9). */
export const DEFAULT_OPEN_TIME = '09:00';
/** Default closing time (spec part 1 §9). */
export const DEFAULT_CLOSE_TIME = '17:00';

/**
 * Seven fresh entries, Monday to Sunday: weekdays open 09:00-17:00, Saturday and Sunday
 * closed but still carrying 09:00-17:00 so that ticking "open" gives sensible times.
 *
 * @example defaultBusinessHours()[5] // { day: 'Saturday', open: false, openTime: '09:00', closeTime: '17:00' }
 */
export function defaultBusinessHours(): BusinessHoursEntry[] {
  return WEEK_DAYS.map((day) => ({
    day,
    open: day !== 'Saturday' && day !== 'Sunday',
    openTime: DEFAULT_OPEN_TIME,
    closeTime: DEFAULT_CLOSE_TIME,
  }));
}

/**
 * The "Copy to all" action: every day gets the first day's opening and closing times.
 * Whether each day is open is left as it was (the action copies times, not the days off).
 * Returns new entries; an empty list stays empty.
 *
 * @example copyFirstDayToAll(hours) // every entry now has hours[0].openTime and hours[0].closeTime
 */
export function copyFirstDayToAll(hours: readonly BusinessHoursEntry[]): BusinessHoursEntry[] {
  if (hours.length === 0) return [];
  const { openTime, closeTime } = hours[0];
  return hours.map((entry) => ({ ...entry, openTime, closeTime }));
}

/**
 * The hours as one line of text for the submission hook (`formattedBusinessHours`,
 * spec part 2 §3): "day: open - close" or "day: Closed", joined by ", ".
 *
 * @example
 * formatBusinessHours(defaultBusinessHours())
 * // 'Monday: 09:00 - 17:00, Tuesday: 09:00 - 17:00, ..., Saturday: Closed, Sunday: Closed'
 */
export function formatBusinessHours(hours: readonly BusinessHoursEntry[]): string {
  return hours
    .map((h) => (h.open ? `${h.day}: ${h.openTime} - ${h.closeTime}` : `${h.day}: Closed`))
    .join(', ');
}

/**
 * The open days whose closing time is not after their opening time (`HH:MM` compare as text): such hours are
 * refused with a clear message, so "Wednesday 18:00–08:00" is never sent by mistake. Anything that is not a list
 * of days counts as none.
 *
 * @example daysClosingBeforeOpening([{ day: 'Wednesday', open: true, openTime: '18:00', closeTime: '08:00' }]) // ['Wednesday']
 */
export function daysClosingBeforeOpening(hours: unknown): string[] {
  if (!Array.isArray(hours)) return [];
  return (hours as Partial<BusinessHoursEntry>[])
    .filter((h) => !!h && h.open === true && typeof h.openTime === 'string' && typeof h.closeTime === 'string' && h.openTime !== '' && h.closeTime !== '' && h.closeTime <= h.openTime)
    .map((h) => String(h.day));
}
