// Calendar helpers on the America/Sao_Paulo calendar ("today", "future" and "past"
// are judged there, whatever the device's or the server's time zone). Intl only: no date
// library, so functions and rules tests can use them without extra dependencies.

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** Event dates are stored as 'YYYY-MM-DD' São Paulo calendar days. */
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** Event times are stored as 24-hour 'HH:MM'. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const saoPauloDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar day of `now` as 'YYYY-MM-DD'. */
export function saoPauloToday(now: Date): string {
  // formatToParts keeps this independent of how a runtime joins the parts of 'en-CA'.
  const parts = saoPauloDayFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a 'YYYY-MM-DD' string names a real calendar day (rejects 2025-02-30). */
export function isValidIsoDate(date: string): boolean {
  if (!ISO_DATE_PATTERN.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

/** An event is "future" when its date is today or later in São Paulo. */
export function isFutureEventDate(date: string, now: Date): boolean {
  // 'YYYY-MM-DD' strings compare correctly as text.
  return date >= saoPauloToday(now);
}

/** An event is "past" when its date is before today in São Paulo. */
export function isPastEventDate(date: string, now: Date): boolean {
  return !isFutureEventDate(date, now);
}

// Calendar days as 'YYYY-MM-DD' text; weeks run Monday to Sunday on the São Paulo calendar.
const DAY_MS = 86_400_000;

const utcOf = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const dayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/** The Monday ('YYYY-MM-DD') of the São Paulo week holding `day`. */
export function weekOfDay(day: string): string {
  const weekday = new Date(utcOf(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The Monday of the São Paulo week holding the instant `at`. */
export function saoPauloWeek(at: Date): string {
  return weekOfDay(saoPauloToday(at));
}

/** Whole calendar days from one 'YYYY-MM-DD' to another. */
export function daysFrom(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** Whole days elapsed between two instants (floored), e.g. days since a partner registered. */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

const saoPauloClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** São Paulo's offset from UTC at an instant, in milliseconds (negative: behind UTC). */
function saoPauloOffsetMs(instant: Date): number {
  const parts = saoPauloClockFormat.formatToParts(instant);
  const n = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant at which São Paulo's clocks show `date` ('YYYY-MM-DD') and `time` ('HH:MM'):
 * events are stored as São Paulo wall-clock times and shown the same to every viewer, but a
 * calendar file needs the instant.
 */
export function saoPauloWallClock(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset even on a day the offset changed.
  const first = guess - saoPauloOffsetMs(new Date(guess));
  return new Date(guess - saoPauloOffsetMs(new Date(first)));
}
