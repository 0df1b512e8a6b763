// The dates of an imported file: 'dd/MM/aaaa' as Brazilian spreadsheets write them, or
// 'aaaa-MM-dd'. A time after the date (some platforms export '31/12/2026 10:00:00') is ignored.
import { isValidIsoDate } from '../dates';

const BRAZILIAN = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TIME_SUFFIX = /[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const pad = (value: string) => value.padStart(2, '0');

/**
 * The São Paulo calendar day ('YYYY-MM-DD') a cell names; null for an empty cell; 'invalid'
 * for anything else (a text, 31/02/2026, a two-digit year).
 */
export function parseImportDate(cell: string): string | null | 'invalid' {
  const text = cell.trim().replace(TIME_SUFFIX, '');
  if (text === '') return null;
  const br = BRAZILIAN.exec(text);
  const iso = br ? null : ISO.exec(text);
  const day = br
    ? `${br[3]}-${pad(br[2] ?? '')}-${pad(br[1] ?? '')}`
    : iso
      ? `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`
      : null;
  return day && isValidIsoDate(day) ? day : 'invalid';
}

/** 'YYYY-MM-DD' → 'dd/MM/aaaa', as the screen and the error file show a day. */
export function brazilianDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
