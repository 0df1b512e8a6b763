import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRelativeDate, formatShortDate } from './dates';

describe('dates (pt-BR)', () => {
  const now = new Date(2026, 10, 22, 15, 0);

  it('formats short and long dates in pt-BR', () => {
    expect(formatShortDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatLongDate(new Date(2026, 0, 5))).toBe('5 de janeiro de 2026');
  });

  it("labels today 'Hoje' and past days 'Há N dias' without 'cerca de'", () => {
    expect(formatRelativeDate(new Date(2026, 10, 22, 8, 0), now)).toBe('Hoje');
    expect(formatRelativeDate(new Date(2026, 10, 19, 15, 0), now)).toBe('Há 3 dias');
    expect(formatRelativeDate(new Date(2026, 9, 22, 15, 0), now)).not.toContain('cerca de');
  });
});
