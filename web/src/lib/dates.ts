// Written with the platform's Date instead of date-fns: these helpers run on every signed-in
// screen, and date-fns' `format` brings its English default locale and every token's formatter
// (about 7 KiB gzip) into each first load. The outputs are date-fns' own for the same patterns in
// pt-BR; dates.test.ts compares them against date-fns over many dates. The date pickers still use
// date-fns, in the screens that have one.

import { longPtBrDate } from '@app/domain';

const two = (value: number) => String(value).padStart(2, '0');

/** The local calendar day as 'YYYY-MM-DD'. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** 05/01/2026 */
export const formatShortDate = (date: Date) =>
  `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
/** 5 jan 2026: the first three letters of the long month, as date-fns' pt-BR abbreviations. */
export const formatMediumDate = (date: Date) => {
  const [day, , month, , year] = longPtBrDate(isoDay(date)).split(' ');
  return `${day} ${month!.slice(0, 3)} ${year}`;
};
/** 5 de janeiro de 2026 (the domain's long date, the certificates' and e-mails' too) */
export const formatLongDate = (date: Date) => longPtBrDate(isoDay(date));
/** 05/01/2026 às 14:30 */
export const formatDateTime = (date: Date) =>
  `${formatShortDate(date)} às ${two(date.getHours())}:${two(date.getMinutes())}`;

const MINUTE = 60_000;
const MINUTES_IN_DAY = 1_440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/** The local clock's offset from UTC, in ms (what makes a day across a DST change still a day). */
function utcOffset(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const count = (value: number, one: string, many: string) =>
  value === 1 ? `1 ${one}` : `${value} ${many}`;

/** The distance between two dates in its largest whole unit, rounded: '3 dias', '1 mês'. */
function strictDistance(a: Date, b: Date): string {
  const [earlier, later] = a.getTime() <= b.getTime() ? [a, b] : [b, a];
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / MINUTE;
  const calendarMinutes = (ms - (utcOffset(later) - utcOffset(earlier))) / MINUTE;
  if (minutes < 1) return count(Math.round(ms / 1000), 'segundo', 'segundos');
  if (minutes < 60) return count(Math.round(minutes), 'minuto', 'minutos');
  if (minutes < MINUTES_IN_DAY) return count(Math.round(minutes / 60), 'hora', 'horas');
  if (calendarMinutes < MINUTES_IN_MONTH) {
    return count(Math.round(calendarMinutes / MINUTES_IN_DAY), 'dia', 'dias');
  }
  if (calendarMinutes < MINUTES_IN_YEAR) {
    const months = Math.round(calendarMinutes / MINUTES_IN_MONTH);
    return months === 12 ? '1 ano' : count(months, 'mês', 'meses');
  }
  return count(Math.round(calendarMinutes / MINUTES_IN_YEAR), 'ano', 'anos');
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/** 'Hoje' on the current day, else 'Há 3 dias' (strict distance: never 'cerca de'). */
export function formatRelativeDate(date: Date, now: Date = new Date()): string {
  if (sameDay(date, now)) return 'Hoje';
  const distance = strictDistance(date, now);
  return date.getTime() <= now.getTime() ? `Há ${distance}` : `Em ${distance}`;
}
