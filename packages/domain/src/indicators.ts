// The admin indicators page (/dashboard/indicadores): São Paulo weeks, the sums over the summary
// documents functions keep (entities/indicators.ts), the most watched classes and a course's funnel.
// Pure functions, shared by the functions that write the summaries and the page that reads them.
import { addDays, daysBetween, daysFrom, saoPauloToday, saoPauloWeek } from './dates';
import type { IndicatorWeekShard } from './entities/indicators';
import type { MembershipAction } from './entities/purchase';

/** Weeks the page shows (active members, sales). */
export const INDICATOR_WEEKS = 12;
/** Summary documents per week: writes spread over them so no one document takes them all. */
export const INDICATOR_SHARDS = 4;
/** 'Aulas mais assistidas': the window and how many classes. */
export const TOP_CLASSES_DAYS = 30;
export const TOP_CLASSES_LIMIT = 10;
/** 'Em risco': no class opened for this many days, or access ending within this many days. */
export const AT_RISK_INACTIVE_DAYS = 14;
export const AT_RISK_ENDING_DAYS = 7;
/** At most this many members are kept in the 'Em risco' list (the total is kept apart). */
export const AT_RISK_LIMIT = 500;

/** The last `count` São Paulo weeks up to the one holding `now`, oldest first. */
export function lastWeeks(now: Date, count = INDICATOR_WEEKS): string[] {
  const current = saoPauloWeek(now);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

/** 'dd/MM' of a 'YYYY-MM-DD', the axis label of a week. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

// --- Purchases --------------------------------------------------------------------------------

export const PURCHASE_KINDS = ['sales', 'renewals', 'refunds'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** Refunds: the money went back (a chargeback too); a cancelled unpaid order is not one. */
const REFUND_EVENTS = new Set(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK']);

/** How a purchase record counts: a sale, a renewal, a refund, or not at all. */
export function purchaseKind(purchase: {
  outcome: string;
  action: MembershipAction | null;
  event: string;
}): PurchaseKind | null {
  if (purchase.outcome !== 'applied') return null;
  if (purchase.action === 'grant') return 'sales';
  if (purchase.action === 'renew') return 'renewals';
  if (purchase.action === 'revoke' && REFUND_EVENTS.has(purchase.event)) return 'refunds';
  return null;
}

// --- Sums over the week shards -----------------------------------------------------------------

export type WeekTotals = {
  week: string;
  active: number;
  opens: number;
  completions: number;
  sales: number;
  renewals: number;
  refunds: number;
};

const sumValues = (byDay: Record<string, Record<string, number>> | undefined): number =>
  Object.values(byDay ?? {}).reduce(
    (total, byClass) => total + Object.values(byClass).reduce((a, b) => a + b, 0),
    0,
  );

/** One row per week of `weeks` (oldest first), summing that week's shards; 0 where none. */
export function weeklyTotals(
  shards: readonly IndicatorWeekShard[],
  weeks: readonly string[],
): WeekTotals[] {
  const rows = new Map<string, WeekTotals>(
    weeks.map((week) => [
      week,
      { week, active: 0, opens: 0, completions: 0, sales: 0, renewals: 0, refunds: 0 },
    ]),
  );
  for (const shard of shards) {
    const row = rows.get(shard.week);
    if (!row) continue;
    row.active += shard.active;
    row.sales += shard.sales;
    row.renewals += shard.renewals;
    row.refunds += shard.refunds;
    row.opens += sumValues(shard.opens);
    row.completions += sumValues(shard.completions);
  }
  return [...rows.values()];
}

export type ClassActivity = { classId: string; title: string; opens: number; completions: number };

/**
 * The classes most opened from `fromDay` to `toDay` (inclusive), completions breaking ties, at
 * most `limit`. Titles come from the openings; a class only completed keeps its id.
 */
export function topClasses(
  shards: readonly IndicatorWeekShard[],
  fromDay: string,
  toDay: string,
  limit = TOP_CLASSES_LIMIT,
): ClassActivity[] {
  const byClass = new Map<string, ClassActivity>();
  const entry = (classId: string, titles: Record<string, string>) => {
    let found = byClass.get(classId);
    if (!found) {
      found = { classId, title: titles[classId] ?? classId, opens: 0, completions: 0 };
      byClass.set(classId, found);
    } else if (found.title === classId && titles[classId]) {
      found.title = titles[classId];
    }
    return found;
  };
  const within = (day: string) => day >= fromDay && day <= toDay;
  for (const shard of shards) {
    for (const [day, counts] of Object.entries(shard.opens)) {
      if (!within(day)) continue;
      for (const [classId, n] of Object.entries(counts)) entry(classId, shard.titles).opens += n;
    }
    for (const [day, counts] of Object.entries(shard.completions)) {
      if (!within(day)) continue;
      for (const [classId, n] of Object.entries(counts)) {
        entry(classId, shard.titles).completions += n;
      }
    }
  }
  return [...byClass.values()]
    .filter((row) => row.opens > 0 || row.completions > 0)
    .sort(
      (a, b) =>
        b.opens - a.opens || b.completions - a.completions || a.title.localeCompare(b.title, 'pt'),
    )
    .slice(0, limit);
}

// --- The course funnel -----------------------------------------------------------------------

export type FunnelStep = { classId: string; title: string; completions: number; drop: number };

/**
 * The classes of a course in their order with how many members completed each, and the drop
 * from the class before (0 for the first; never negative). `counts` are summed over the shards.
 */
export function courseFunnel(
  classes: readonly { id: string; title: string }[],
  counts: readonly Record<string, number>[],
): FunnelStep[] {
  const total = (classId: string) =>
    Math.max(
      0,
      counts.reduce((sum, shard) => sum + (shard[classId] ?? 0), 0),
    );
  return classes.map((cls, index) => {
    const completions = total(cls.id);
    const before = index === 0 ? completions : total(classes[index - 1]!.id);
    return {
      classId: cls.id,
      title: cls.title,
      completions,
      drop: Math.max(0, before - completions),
    };
  });
}

/** The step where the most members stopped (the largest drop), or null when none dropped. */
export function largestDrop(steps: readonly FunnelStep[]): FunnelStep | null {
  return steps.reduce<FunnelStep | null>(
    (worst, step) => (step.drop > 0 && (!worst || step.drop > worst.drop) ? step : worst),
    null,
  );
}

// --- Members at risk ---------------------------------------------------------------------------

/** 'missedLive': missed the last LIVE_MISSED_AT_RISK live classes and completed none of their replays. */
export type AtRiskReason = 'inactive' | 'ending' | 'missedLive';

/**
 * Why a member with access is at risk: no class opened for AT_RISK_INACTIVE_DAYS (counting from
 * when they joined if they never opened one), or access ending within AT_RISK_ENDING_DAYS.
 */
export function atRiskReasons(
  member: { lastActiveOn: string | null; joinedOn: string; validUntil: Date | null },
  now: Date,
): AtRiskReason[] {
  const today = saoPauloToday(now);
  const reasons: AtRiskReason[] = [];
  const since = member.lastActiveOn ?? member.joinedOn;
  if (daysFrom(since, today) >= AT_RISK_INACTIVE_DAYS) reasons.push('inactive');
  if (member.validUntil && daysBetween(now, member.validUntil) < AT_RISK_ENDING_DAYS) {
    reasons.push('ending');
  }
  return reasons;
}
