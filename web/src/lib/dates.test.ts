import { format, formatDistanceStrict, isSameDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMediumDate,
  formatRelativeDate,
  formatShortDate,
} from './dates';

/** A fixed pseudo-random sequence, so a failure names the same dates on every run. */
function* datesAround(now: Date, spanMs: number, howMany: number) {
  let seed = 42;
  for (let i = 0; i < howMany; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    yield new Date(now.getTime() + ((seed / 2 ** 31) * 2 - 1) * spanMs);
  }
}

describe('dates (pt-BR)', () => {
  const now = new Date(2026, 10, 22, 15, 0);

  it('formats short and long dates in pt-BR', () => {
    expect(formatShortDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatMediumDate(new Date(2026, 2, 5))).toBe('5 mar 2026');
    expect(formatLongDate(new Date(2026, 0, 5))).toBe('5 de janeiro de 2026');
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 às 09:07');
  });

  it("labels today 'Hoje' and past days 'Há N dias' without 'cerca de'", () => {
    expect(formatRelativeDate(new Date(2026, 10, 22, 8, 0), now)).toBe('Hoje');
    expect(formatRelativeDate(new Date(2026, 10, 19, 15, 0), now)).toBe('Há 3 dias');
    expect(formatRelativeDate(new Date(2026, 9, 22, 15, 0), now)).not.toContain('cerca de');
    expect(formatRelativeDate(new Date(2026, 11, 24, 15, 0), now)).toBe('Em 1 mês');
  });

  it("writes what date-fns' pt-BR patterns wrote, over a thousand dates", () => {
    for (const date of datesAround(now, 3 * 365 * 86_400_000, 1_000)) {
      expect(formatShortDate(date)).toBe(format(date, 'dd/MM/yyyy', { locale: ptBR }));
      expect(formatMediumDate(date)).toBe(format(date, 'd MMM y', { locale: ptBR }));
      expect(formatLongDate(date)).toBe(format(date, "d 'de' MMMM 'de' y", { locale: ptBR }));
      expect(formatDateTime(date)).toBe(format(date, "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }));
    }
  });

  it("measures distances as date-fns' strict distance did, from seconds to years", () => {
    const spans = [90_000, 3 * 3_600_000, 20 * 86_400_000, 200 * 86_400_000, 4 * 365 * 86_400_000];
    for (const span of spans) {
      for (const date of datesAround(now, span, 300)) {
        const distance = formatDistanceStrict(date, now, { locale: ptBR });
        const expected = isSameDay(date, now)
          ? 'Hoje'
          : date.getTime() <= now.getTime()
            ? `Há ${distance}`
            : `Em ${distance}`;
        expect(formatRelativeDate(date, now)).toBe(expected);
      }
    }
  });
});
