import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { saoPauloWallClock } from './dates';
import { buildIcs, foldLine } from './ics';

describe('buildIcs', () => {
  const start = saoPauloWallClock('2026-12-25', '19:30');
  const end = saoPauloWallClock('2026-12-25', '21:00');
  const text = buildIcs(
    {
      uid: 'evento-natal@escola-estrategica',
      start,
      end,
      summary: 'Mentoria de Natal; finanças, metas e planos',
      description: 'Traga suas dúvidas.\nVamos revisar o ano e planejar 2027 juntos, com calma.',
      location: 'Auditório Central, São Paulo',
      url: 'https://meet.example.com/natal',
    },
    new Date('2026-11-23T12:00:00Z'),
  );

  it('is a calendar a real iCalendar parser reads back field by field', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe('evento-natal@escola-estrategica');
    expect(event.summary).toBe('Mentoria de Natal; finanças, metas e planos');
    expect(event.description).toBe(
      'Traga suas dúvidas.\nVamos revisar o ano e planejar 2027 juntos, com calma.',
    );
    expect(event.location).toBe('Auditório Central, São Paulo');
    expect(event.component.getFirstPropertyValue('url')).toBe('https://meet.example.com/natal');
    // 19:30 in São Paulo (UTC-3) is 22:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-25T22:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-26T00:00:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(
      (event.component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    ).toBe('2026-11-23T12:00:00.000Z');
  });

  it('ends every line with CRLF and keeps lines within 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      text.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r')),
    ).toBe(true);
  });
});

describe('foldLine', () => {
  it('folds long lines without splitting a character', () => {
    const line = `DESCRIPTION:${'ação '.repeat(40)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    expect(foldLine('SUMMARY:curto')).toBe('SUMMARY:curto');
  });
});

describe('saoPauloWallClock', () => {
  it('reads a São Paulo date and time as the instant it happens', () => {
    expect(saoPauloWallClock('2026-11-23', '00:00').toISOString()).toBe('2026-11-23T03:00:00.000Z');
    // 2018, when São Paulo still had summer time (UTC-2).
    expect(saoPauloWallClock('2018-12-01', '12:00').toISOString()).toBe('2018-12-01T14:00:00.000Z');
  });
});
