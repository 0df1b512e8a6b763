// The admin indicators: the summaries behind /dashboard/indicadores, written only by functions
// and read only by admins (the stored names keep the analytics' first name, "insights"):
// - insightWeeks/{segunda}_{n}: one of INDICATOR_SHARDS documents per São Paulo week, each taking
//   a share of the week's counts as they happen (members active, class openings and completions
//   per day and class, sales, renewals, refunds), so a popular class spreads its writes;
// - courseFunnels/{courseId} (the course's classes in order) and courseFunnels/{courseId}/shards/{n}
//   (how many members completed each class, spread the same way);
// - insights/overview: what the nightly job reads from the profiles (members by status, with
//   access, at risk) and the list of courses for the funnel;
// - insightEvents/{id}: which events were already counted (a retried trigger counts once);
// - insightCompletions/{uid}_{classId}: each completion in the counts, and on which day, so that
//   undoing it takes off what was added;
// - insightCorrections/{id}: each difference the nightly reconciliation found and corrected.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';

export const INDICATORS_OVERVIEW_ID = 'overview';

const counter = z.number().int().catch(0);
const countsByDayAndClass = z.record(z.string(), z.record(z.string(), z.number()));

export const indicatorWeekShardSchema = z.object({
  week: z.string(),
  active: counter.default(0),
  sales: counter.default(0),
  renewals: counter.default(0),
  refunds: counter.default(0),
  /** opens[dia][aula], completions[dia][aula]: São Paulo days of this week. */
  opens: countsByDayAndClass.default({}),
  completions: countsByDayAndClass.default({}),
  /** The title of each class opened this week, for the most watched list. */
  titles: z.record(z.string(), z.string()).default({}),
});
export type IndicatorWeekShard = z.infer<typeof indicatorWeekShardSchema>;

export const courseFunnelSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  classes: z.array(z.object({ id: z.string(), title: z.string() })),
  computedAt: timestampLikeSchema,
});
export type CourseFunnel = z.infer<typeof courseFunnelSchema>;

export const courseFunnelShardSchema = z.object({
  completions: z.record(z.string(), z.number()).default({}),
});

/** The statuses the page counts: a member whose access ends soon is still 'Ativo' here. */
export const INDICATOR_STATUSES = ['active', 'expired', 'cancelled', 'partner', 'no-plan'] as const;
export type IndicatorStatus = (typeof INDICATOR_STATUSES)[number];

/** Every status at zero: the counts before any member is counted, or before the first night. */
export const noStatusCounts = (): Record<IndicatorStatus, number> =>
  Object.fromEntries(INDICATOR_STATUSES.map((status) => [status, 0])) as Record<
    IndicatorStatus,
    number
  >;

export const atRiskMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  lastActiveOn: z.string().nullable(),
  validUntil: timestampLikeSchema.nullable(),
  reasons: z.array(z.enum(['inactive', 'ending', 'missedLive'])),
});
export type AtRiskMember = z.infer<typeof atRiskMemberSchema>;

export const indicatorsOverviewSchema = z.object({
  computedAt: timestampLikeSchema,
  statusCounts: z.record(z.enum(INDICATOR_STATUSES), z.number()),
  withAccess: z.number(),
  /** Members with access as each nightly run saw them, by week. */
  withAccessByWeek: z.record(z.string(), z.number()).default({}),
  atRisk: z.array(atRiskMemberSchema),
  atRiskTotal: z.number(),
  /** 'Presença nas aulas ao vivo': the last ended live classes, oldest first (nightly). */
  liveAttendance: z
    .array(
      z.object({
        liveClassId: z.string(),
        title: z.string(),
        endsAt: timestampLikeSchema,
        attendees: z.number(),
      }),
    )
    .default([]),
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type IndicatorsOverview = z.infer<typeof indicatorsOverviewSchema>;

export const indicatorCorrectionSchema = z.object({
  kind: z.enum(['purchases', 'funnel']),
  key: z.string(),
  field: z.string(),
  expected: z.number(),
  found: z.number(),
  correctedAt: timestampLikeSchema,
});
export type IndicatorCorrection = z.infer<typeof indicatorCorrectionSchema>;
