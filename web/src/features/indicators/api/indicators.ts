// The indicators page's reads, bounded whatever the member base: the overview document, the 12
// weeks' shards (48 documents at most) and, for the course picked, its funnel and 4 shards.
import {
  COLLECTIONS,
  courseFunnelSchema,
  courseFunnelShardSchema,
  INDICATOR_SHARDS,
  INDICATOR_WEEKS,
  INDICATORS_OVERVIEW_ID,
  indicatorsOverviewSchema,
  indicatorWeekShardSchema,
  lastWeeks,
  type CourseFunnel,
  type IndicatorsOverview,
  type IndicatorWeekShard,
} from '@app/domain';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { readDoc, readList } from '@/lib/firestore-reads';
import { allReads, mapRead, type Read } from '@/lib/use-read';

export type IndicatorsData = {
  weeks: string[];
  shards: IndicatorWeekShard[];
  overview: IndicatorsOverview | null;
  /** Documents read, for the benchmark. */
  documentsRead: number;
};

/** The page's summaries for the 12 weeks up to `now`: the overview and the weeks' shards. */
export function indicatorsSummary(now: Date): Read<IndicatorsData> {
  const weeks = lastWeeks(now);
  const shardLimit = INDICATOR_WEEKS * INDICATOR_SHARDS;
  return mapRead(
    allReads([
      readDoc(
        indicatorsOverviewSchema,
        doc(firestore, COLLECTIONS.indicators, INDICATORS_OVERVIEW_ID),
      ),
      readList(
        `${COLLECTIONS.indicatorWeeks}?week>=${weeks[0]}&limit=${shardLimit}`,
        indicatorWeekShardSchema,
        query(
          collection(firestore, COLLECTIONS.indicatorWeeks),
          where('week', '>=', weeks[0]),
          limit(shardLimit),
        ),
      ),
    ]),
    'summary',
    ([overview, shards]) => ({ weeks, shards, overview, documentsRead: 1 + shards.length }),
  );
}

export type FunnelData = {
  funnel: CourseFunnel | null;
  counts: Record<string, number>[];
  documentsRead: number;
};

/** One course's funnel: its classes in order and the completions of each, from its shards. */
export function courseFunnelOf(courseId: string): Read<FunnelData> {
  const funnelRef = doc(firestore, COLLECTIONS.courseFunnels, courseId);
  return mapRead(
    allReads([
      readDoc(courseFunnelSchema, funnelRef),
      readList(
        `${funnelRef.path}/${COLLECTIONS.funnelShards}?limit=${INDICATOR_SHARDS}`,
        courseFunnelShardSchema,
        query(collection(funnelRef, COLLECTIONS.funnelShards), limit(INDICATOR_SHARDS)),
      ),
    ]),
    'funnel',
    ([funnel, shards]) => ({
      funnel,
      counts: shards.map((shard) => shard.completions),
      documentsRead: 1 + shards.length,
    }),
  );
}
