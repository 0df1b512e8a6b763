// 'Meta da semana' (docs/weekly-goal.md): profiles/{uid}/weeklyGoal/current, one small document
// per member. The member writes only `goal` (1 to 5) and `goalSetAt`; the functions keep the rest
// (the open week's classes, the closed weeks and the streak) as completions come and go, so the
// dashboard reads this one document and never the member's completions.
// weeklyGoalTotals/{segunda}_{n} and weeklyGoalTotals/members_{n}: the totals the admin
// indicators show (no member named), in shards, written by the functions only.
import { z } from 'zod';
import { timestampLikeSchema } from '../timestamps';

/** The goal a member may pick, in classes per week. */
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 5;
/** Shown as a suggestion (and used for the streak) until the member picks a goal. */
export const WEEKLY_GOAL_SUGGESTED = 1;
/** Closed weeks kept in the document and shown as marks in the history. */
export const WEEKLY_GOAL_HISTORY_WEEKS = 12;
/** The id of the member's one document under profiles/{uid}/weeklyGoal. */
export const WEEKLY_GOAL_DOC_ID = 'current';
/** Shards of the totals documents (as the indicators' weeks: writes spread over them). */
export const WEEKLY_GOAL_TOTAL_SHARDS = 4;

export const WEEKLY_GOAL_OUTCOMES = ['met', 'forgiven', 'missed'] as const;
export type WeeklyGoalOutcome = (typeof WEEKLY_GOAL_OUTCOMES)[number];

/** A closed week: its Monday, the goal it was judged by, the classes counted and the result. */
export const weekRecordSchema = z.object({
  week: z.string(),
  goal: z.number().int(),
  count: z.number().int(),
  outcome: z.enum(WEEKLY_GOAL_OUTCOMES),
});
export type WeekRecord = z.infer<typeof weekRecordSchema>;

export const weeklyGoalSchema = z.object({
  /** The member's goal, 1 to 5; absent until they pick one (the suggestion applies). */
  goal: z.number().int().min(WEEKLY_GOAL_MIN).max(WEEKLY_GOAL_MAX).optional(),
  goalSetAt: timestampLikeSchema.optional(),
  /** Functions: the Monday ('YYYY-MM-DD', São Paulo) of the open week the fields below count. */
  week: z.string().nullish(),
  /** Functions: the goal the open week is judged by (the member's goal when last applied). */
  weekGoal: z.number().int().nullish(),
  /** Functions: the classes completed in the open week, each once. */
  classIds: z.array(z.string()).default([]),
  /** Functions: consecutive weeks met up to the last closed week (a forgiven week keeps it). */
  streak: z.number().int().default(0),
  /** Functions: the last closed weeks, oldest first, at most WEEKLY_GOAL_HISTORY_WEEKS. */
  history: z.array(weekRecordSchema).default([]),
  /** Functions: the week 'Meta da semana cumprida!' was last sent (once per week). */
  notifiedWeek: z.string().nullish(),
  /** Functions: whether this member is counted in 'Membros com meta' (counted once). */
  inTotals: z.boolean().optional(),
  updatedAt: timestampLikeSchema.optional(),
});
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;
/** What the functions and the pure logic read: the stored fields, defaults applied. */
export type WeeklyGoalState = Omit<WeeklyGoal, 'goalSetAt' | 'updatedAt'>;

export const weeklyGoalMessages = {
  goalRange: `Escolha de ${WEEKLY_GOAL_MIN} a ${WEEKLY_GOAL_MAX} aulas por semana`,
  metNotification: 'Meta da semana cumprida!',
} as const;

/** The member's form: the goal, 1 to 5 whole classes. */
export const weeklyGoalFormSchema = z.object({
  goal: z
    .number({ error: weeklyGoalMessages.goalRange })
    .int(weeklyGoalMessages.goalRange)
    .min(WEEKLY_GOAL_MIN, weeklyGoalMessages.goalRange)
    .max(WEEKLY_GOAL_MAX, weeklyGoalMessages.goalRange),
});
export type WeeklyGoalForm = z.infer<typeof weeklyGoalFormSchema>;

/** weeklyGoalTotals/{segunda}_{n}: goals met in one São Paulo week (a share of them). */
export const weeklyGoalWeekTotalSchema = z.object({
  week: z.string(),
  met: z.number().int().catch(0).default(0),
});
export type WeeklyGoalWeekTotal = z.infer<typeof weeklyGoalWeekTotalSchema>;

/** weeklyGoalTotals/members_{n}: members who picked a goal (a share of them). */
export const weeklyGoalMembersTotalSchema = z.object({
  withGoal: z.number().int().catch(0).default(0),
});

/** Ids of the totals documents. */
export const weeklyGoalTotalIds = {
  week: (week: string, shard: number) => `${week}_${shard}`,
  members: (shard: number) => `members_${shard}`,
} as const;

/** The Friday e-mail's words (the function writes them; tests read them back). */
export const weeklyGoalEmailMessages = {
  subject: (left: number) =>
    left === 1
      ? 'Falta 1 aula para sua meta da semana'
      : `Faltam ${left} aulas para sua meta da semana`,
  progress: (count: number, goal: number) =>
    `Você concluiu ${count} de ${goal} ${goal === 1 ? 'aula' : 'aulas'} nesta semana, e a semana termina no domingo.`,
  next: (title: string) => `A próxima aula para assistir: "${title}".`,
  nextLink: 'Assistir agora',
  dashboardLink: 'Escolher uma aula',
} as const;
