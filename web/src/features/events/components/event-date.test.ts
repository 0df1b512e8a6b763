import { describe, expect, it } from 'vitest';
import { eventDayLabel, eventTimeLabel } from './event-date';

describe('eventDayLabel', () => {
  it("says 'Hoje' for today's events", () => {
    expect(eventDayLabel('2026-11-22', '2026-11-22', 'Hoje')).toBe('Hoje');
  });
  it('gives the medium date for other days, without shifting the calendar day', () => {
    expect(eventDayLabel('2026-12-05', '2026-11-22', 'Hoje')).toBe('5 dez 2026');
    expect(eventDayLabel('2027-01-01', '2026-11-22', 'Hoje')).toBe('1 jan 2027');
  });
});

describe('eventTimeLabel', () => {
  it('shows HH:MM and the end when there is one', () => {
    expect(eventTimeLabel('19:00')).toBe('19:00');
    expect(eventTimeLabel('19:00:00', '20:30:00')).toBe('19:00 – 20:30');
  });
});
