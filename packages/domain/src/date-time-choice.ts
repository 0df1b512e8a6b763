// The date-time picker's rules (one shared field for live classes): hours 00–23, minutes in
// steps of 5, the first day picked starts at 12:00 and later day changes keep the time.

export const PICKER_HOURS = Array.from({ length: 24 }, (_, h) => h);
export const PICKER_MINUTE_STEP = 5;
export const PICKER_MINUTES = Array.from({ length: 60 / PICKER_MINUTE_STEP }, (_, i) => i * 5);
export const PICKER_DEFAULT_HOUR = 12;

/** The value after a day is picked on the calendar. */
export function pickDay(previous: Date | null, day: Date): Date {
  const next = new Date(day);
  if (previous) next.setHours(previous.getHours(), previous.getMinutes(), 0, 0);
  else next.setHours(PICKER_DEFAULT_HOUR, 0, 0, 0);
  return next;
}

/** The value after an hour is chosen (a day must be picked first: null stays null). */
export function pickHour(previous: Date | null, hour: number): Date | null {
  if (!previous) return null;
  const next = new Date(previous);
  next.setHours(hour, next.getMinutes(), 0, 0);
  return next;
}

export function pickMinute(previous: Date | null, minute: number): Date | null {
  if (!previous) return null;
  const next = new Date(previous);
  next.setMinutes(minute, 0, 0);
  return next;
}

/** A stored minute that is not on the 5-minute grid is shown on the grid step below it. */
export function minuteOnGrid(date: Date): number {
  return date.getMinutes() - (date.getMinutes() % PICKER_MINUTE_STEP);
}
