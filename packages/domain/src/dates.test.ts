import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  isFutureEventDate,
  isPastEventDate,
  isValidIsoDate,
  saoPauloToday,
} from './dates';

describe('saoPauloToday', () => {
  it('uses the São Paulo calendar day, not UTC', () => {
    // 02:30 UTC on the 16th is still 23:30 on the 15th in São Paulo (UTC-3).
    expect(saoPauloToday(new Date('2025-06-16T02:30:00Z'))).toBe('2025-06-15');
    expect(saoPauloToday(new Date('2025-06-16T03:00:00Z'))).toBe('2025-06-16');
    expect(saoPauloToday(new Date('2025-01-01T12:00:00Z'))).toBe('2025-01-01');
  });
});

describe('event dates', () => {
  const now = new Date('2025-06-16T02:30:00Z'); // 2025-06-15 in São Paulo
  it('today or later is future; before today is past', () => {
    expect(isFutureEventDate('2025-06-15', now)).toBe(true);
    expect(isFutureEventDate('2025-06-16', now)).toBe(true);
    expect(isFutureEventDate('2025-06-14', now)).toBe(false);
    expect(isPastEventDate('2025-06-14', now)).toBe(true);
    expect(isPastEventDate('2025-06-15', now)).toBe(false);
  });

  it('validates real calendar days', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2025-02-29')).toBe(false);
    expect(isValidIsoDate('2025-13-01')).toBe(false);
    expect(isValidIsoDate('15/06/2025')).toBe(false);
  });

  it('counts whole elapsed days', () => {
    expect(daysBetween(new Date('2025-06-01T10:00:00Z'), new Date('2025-06-16T09:59:59Z'))).toBe(
      14,
    );
    expect(daysBetween(new Date('2025-06-01T10:00:00Z'), new Date('2025-06-16T10:00:00Z'))).toBe(
      15,
    );
  });
});
