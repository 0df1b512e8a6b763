// The insights page's reads, bounded whatever the member base: the overview document, the 12
// weeks' shards (48 documents at most) and, for the course picked, its funnel and 4 shards.
import {
  courseFunnelSchema,
  courseFunnelShardSchema,
  INSIGHT_COLLECTIONS,
  INSIGHT_OVERVIEW_ID,
  INSIGHT_SHARDS,
  INSIGHT_WEEKS,
  insightOverviewSchema,
  insightWeekShardSchema,
  lastWeeks,
  type CourseFunnel,
  type InsightOverview,
  type InsightWeekShard,
} from '@app/domain';
import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

export type InsightsData = {
  weeks: string[];
  shards: InsightWeekShard[];
  overview: InsightOverview | null;
  /** Documents read, for the benchmark. */
  documentsRead: number;
};

export async function fetchInsights(now: Date): Promise<InsightsData> {
  const weeks = lastWeeks(now);
  const [overview, shards] = await Promise.all([
    getDoc(
      doc(firestore, INSIGHT_COLLECTIONS.overview, INSIGHT_OVERVIEW_ID).withConverter(
        schemaConverter(insightOverviewSchema),
      ),
    ),
    getDocs(
      query(
        collection(firestore, INSIGHT_COLLECTIONS.weeks).withConverter(
          schemaConverter(insightWeekShardSchema),
        ),
        where('week', '>=', weeks[0]),
        limit(INSIGHT_WEEKS * INSIGHT_SHARDS),
      ),
    ),
  ]);
  return {
    weeks,
    shards: shards.docs.map((d) => d.data()),
    overview: overview.data() ?? null,
    documentsRead: 1 + shards.size,
  };
}

export type FunnelData = {
  funnel: CourseFunnel | null;
  counts: Record<string, number>[];
  documentsRead: number;
};

export async function fetchFunnel(courseId: string): Promise<FunnelData> {
  const funnelRef = doc(firestore, INSIGHT_COLLECTIONS.funnels, courseId);
  const [funnel, shards] = await Promise.all([
    getDoc(funnelRef.withConverter(schemaConverter(courseFunnelSchema))),
    getDocs(
      query(
        collection(funnelRef, INSIGHT_COLLECTIONS.funnelShards).withConverter(
          schemaConverter(courseFunnelShardSchema),
        ),
        limit(INSIGHT_SHARDS),
      ),
    ),
  ]);
  return {
    funnel: funnel.data() ?? null,
    counts: shards.docs.map((d) => d.data().completions),
    documentsRead: 1 + shards.size,
  };
}
