// 'Meta da semana' in totals for the indicators page: the 12 weeks' shares of goals met (48
// documents at most) and the 4 shares of members with a goal. No member's goal is ever read here:
// the rules keep those to each member.
import {
  COLLECTIONS,
  INDICATOR_WEEKS,
  lastWeeks,
  WEEKLY_GOAL_TOTAL_SHARDS,
  weeklyGoalMembersTotalSchema,
  weeklyGoalTotalIds,
  weeklyGoalWeekTotalSchema,
} from '@app/domain';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { readDoc, readList } from '@/lib/firestore-reads';
import { allReads, mapRead, type Read } from '@/lib/use-read';

export type WeeklyGoalTotals = {
  /** Members who picked a goal. */
  withGoal: number;
  /** Goals met, by week (Monday), for the 12 weeks up to now. */
  metByWeek: Record<string, number>;
};

export function weeklyGoalTotals(now: Date): Read<WeeklyGoalTotals> {
  const weeks = lastWeeks(now);
  const totals = collection(firestore, COLLECTIONS.weeklyGoalTotals);
  const shardLimit = INDICATOR_WEEKS * WEEKLY_GOAL_TOTAL_SHARDS;
  const members = Array.from({ length: WEEKLY_GOAL_TOTAL_SHARDS }, (_, shard) =>
    readDoc(weeklyGoalMembersTotalSchema, doc(totals, weeklyGoalTotalIds.members(shard))),
  );
  return mapRead(
    allReads([
      readList(
        `${COLLECTIONS.weeklyGoalTotals}?week>=${weeks[0]}&limit=${shardLimit}`,
        weeklyGoalWeekTotalSchema,
        query(totals, where('week', '>=', weeks[0]), limit(shardLimit)),
      ),
      allReads(members),
    ]),
    'weekly-goal',
    ([weekShards, memberShards]) => {
      const metByWeek: Record<string, number> = {};
      for (const shard of weekShards)
        metByWeek[shard.week] = (metByWeek[shard.week] ?? 0) + shard.met;
      return {
        withGoal: memberShards.reduce((sum, shard) => sum + (shard?.withGoal ?? 0), 0),
        metByWeek,
      };
    },
  );
}
