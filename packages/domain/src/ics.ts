// 'Adicionar à agenda': one event as an iCalendar file (RFC 5545) that Google Calendar, Outlook
// and Apple Calendar import. Times are written in UTC ('Z'), which every client converts to its
// own zone, so no VTIMEZONE block is needed.

export type CalendarEntry = {
  /** Stable across downloads, so importing twice updates instead of duplicating. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
};

const PRODUCT_ID = '-//Escola Estrategica//Agenda//PT-BR';

/** 20261225T220000Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after CRLF and a space (§3.1). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = pieces.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      pieces.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildIcs(entry: CalendarEntry, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${entry.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    `DTSTART:${icsDateTime(entry.start)}`,
    `DTEND:${icsDateTime(entry.end)}`,
    `SUMMARY:${icsText(entry.summary)}`,
  ];
  if (entry.description) lines.push(`DESCRIPTION:${icsText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${icsText(entry.location)}`);
  if (entry.url) lines.push(`URL:${entry.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** An event without an end time is put in calendars as one hour long. */
export const DEFAULT_EVENT_DURATION_MS = 60 * 60 * 1000;
