import { describe, expect, it } from 'vitest';
import type { IndicatorWeekShard } from './entities/indicators';
import { addDays, saoPauloWeek, weekOfDay } from './dates';
import {
  atRiskReasons,
  courseFunnel,
  lastWeeks,
  largestDrop,
  purchaseKind,
  topClasses,
  weeklyTotals,
} from './indicators';

const shard = (fields: Partial<IndicatorWeekShard>): IndicatorWeekShard => ({
  week: '2026-11-23',
  active: 0,
  sales: 0,
  renewals: 0,
  refunds: 0,
  opens: {},
  completions: {},
  titles: {},
  ...fields,
});

describe('São Paulo weeks (Monday to Sunday)', () => {
  it('starts on Monday at midnight in São Paulo, not in UTC', () => {
    // Sunday 23:30 in São Paulo is already Monday 02:30 in UTC: still last week.
    expect(saoPauloWeek(new Date('2026-11-30T02:30:00Z'))).toBe('2026-11-23');
    // Monday 00:30 in São Paulo.
    expect(saoPauloWeek(new Date('2026-11-30T03:30:00Z'))).toBe('2026-11-30');
    expect(saoPauloWeek(new Date('2026-12-06T23:00:00-03:00'))).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(weekOfDay('2026-01-01')).toBe('2025-12-29');
    expect(weekOfDay('2026-03-01')).toBe('2026-02-23');
    expect(weekOfDay('2024-03-03')).toBe('2024-02-26'); // a leap year's February
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('lists the last 12 weeks, oldest first, ending with the current one', () => {
    const weeks = lastWeeks(new Date('2026-11-25T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    weeks.slice(1).forEach((week, index) => expect(addDays(weeks[index]!, 7)).toBe(week));
  });
});

describe('purchaseKind', () => {
  const applied = { outcome: 'applied', event: 'PURCHASE_APPROVED' };
  it('counts applied sales, renewals and refunds (chargebacks too), nothing else', () => {
    expect(purchaseKind({ ...applied, action: 'grant' })).toBe('sales');
    expect(purchaseKind({ ...applied, action: 'renew' })).toBe('renewals');
    expect(purchaseKind({ outcome: 'applied', event: 'PURCHASE_REFUNDED', action: 'revoke' })).toBe(
      'refunds',
    );
    expect(
      purchaseKind({ outcome: 'applied', event: 'PURCHASE_CHARGEBACK', action: 'revoke' }),
    ).toBe('refunds');
    expect(
      purchaseKind({ outcome: 'applied', event: 'PURCHASE_CANCELED', action: 'revoke' }),
    ).toBeNull();
    expect(purchaseKind({ ...applied, action: 'stop-renewal' })).toBeNull();
    expect(
      purchaseKind({ outcome: 'stale', event: 'PURCHASE_APPROVED', action: 'grant' }),
    ).toBeNull();
    expect(
      purchaseKind({ outcome: 'ignored', event: 'PURCHASE_APPROVED', action: null }),
    ).toBeNull();
  });
});

describe('weeklyTotals', () => {
  it("sums a week's shards and fills the weeks without any with zeros", () => {
    const rows = weeklyTotals(
      [
        shard({ active: 2, sales: 1, opens: { '2026-11-24': { a: 3, b: 1 } } }),
        shard({ active: 1, refunds: 1, completions: { '2026-11-25': { a: 2 } } }),
        shard({ week: '2026-01-05', sales: 9 }), // outside the weeks asked
      ],
      ['2026-11-16', '2026-11-23'],
    );
    expect(rows).toEqual([
      {
        week: '2026-11-16',
        active: 0,
        opens: 0,
        completions: 0,
        sales: 0,
        renewals: 0,
        refunds: 0,
      },
      {
        week: '2026-11-23',
        active: 3,
        opens: 4,
        completions: 2,
        sales: 1,
        renewals: 0,
        refunds: 1,
      },
    ]);
  });
});

describe('topClasses', () => {
  const shards = [
    shard({
      opens: { '2026-11-24': { a: 2, b: 5 }, '2026-10-01': { c: 50 } },
      completions: { '2026-11-24': { a: 3 } },
      titles: { a: 'Aula A', b: 'Aula B' },
    }),
    shard({ opens: { '2026-11-25': { a: 3 } }, completions: { '2026-11-25': { d: 1 } } }),
  ];

  it('ranks the window by openings, then completions; days outside it do not count', () => {
    expect(topClasses(shards, '2026-10-27', '2026-11-25')).toEqual([
      { classId: 'a', title: 'Aula A', opens: 5, completions: 3 },
      { classId: 'b', title: 'Aula B', opens: 5, completions: 0 },
      { classId: 'd', title: 'd', opens: 0, completions: 1 },
    ]);
  });

  it('keeps at most the limit', () => {
    expect(topClasses(shards, '2026-10-27', '2026-11-25', 1).map((row) => row.classId)).toEqual([
      'a',
    ]);
  });
});

describe('courseFunnel', () => {
  const classes = [
    { id: 'c1', title: 'Abertura' },
    { id: 'c2', title: 'Orçamento' },
    { id: 'c3', title: 'Investimentos' },
    { id: 'c4', title: 'Fechamento' },
  ];

  it('keeps the course order, sums the shards and says how many stopped before each class', () => {
    const steps = courseFunnel(classes, [
      { c1: 7, c2: 1 },
      { c2: 1, c3: 2, c4: -1 },
    ]);
    expect(steps).toEqual([
      { classId: 'c1', title: 'Abertura', completions: 7, drop: 0 },
      { classId: 'c2', title: 'Orçamento', completions: 2, drop: 5 },
      { classId: 'c3', title: 'Investimentos', completions: 2, drop: 0 },
      // A count below zero (an unmarking counted before its marking) reads as none.
      { classId: 'c4', title: 'Fechamento', completions: 0, drop: 2 },
    ]);
    expect(largestDrop(steps)?.classId).toBe('c2');
  });

  it('a later class completed by more members is no drop; no drop at all gives none', () => {
    const steps = courseFunnel(classes.slice(0, 2), [{ c1: 1, c2: 3 }]);
    expect(steps.map((step) => step.drop)).toEqual([0, 0]);
    expect(largestDrop(steps)).toBeNull();
  });
});

describe('atRiskReasons', () => {
  const now = new Date('2026-11-25T15:00:00Z');
  it('14 days without opening a class, counted from joining when they never did', () => {
    const base = { joinedOn: '2026-01-01', validUntil: null };
    expect(atRiskReasons({ ...base, lastActiveOn: '2026-11-11' }, now)).toEqual(['inactive']);
    expect(atRiskReasons({ ...base, lastActiveOn: '2026-11-12' }, now)).toEqual([]);
    expect(atRiskReasons({ ...base, lastActiveOn: null }, now)).toEqual(['inactive']);
    expect(
      atRiskReasons({ lastActiveOn: null, joinedOn: '2026-11-20', validUntil: null }, now),
    ).toEqual([]);
  });

  it('access ending within 7 days', () => {
    const member = { lastActiveOn: '2026-11-25', joinedOn: '2026-01-01' };
    expect(atRiskReasons({ ...member, validUntil: new Date('2026-12-01T15:00:00Z') }, now)).toEqual(
      ['ending'],
    );
    expect(atRiskReasons({ ...member, validUntil: new Date('2026-12-02T16:00:00Z') }, now)).toEqual(
      [],
    );
  });
});
