// The nightly check of the counters against the records they count. What the records fully
// determine is recomputed and any difference is added to shard 0 and written to
// insightCorrections: sales, renewals and refunds of the last 12 weeks (purchases) and how many
// members completed each course class (completions). Openings and active members cannot be
// recounted — a member's recent view keeps only their last opening of each class — so those
// stay as the triggers counted them.
import {
  COLLECTIONS,
  indicatorWeekShardSchema,
  lastWeeks,
  saoPauloWeek,
  PURCHASE_KINDS,
  toOptionalDate,
  type IndicatorCorrection,
  type PurchaseKind,
} from '@app/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';
import type { FunnelClasses } from './course-funnels';
import { funnelShardRef, weekShardRef } from './indicator-counters';
import { purchaseRecordsSince, recordKind } from './purchase-records';

const PAGE_SIZE = 500;

type Correction = Omit<IndicatorCorrection, 'correctedAt'>;

/** Sales, renewals and refunds per week from the purchase records since `weeks[0]`. */
async function purchasesByWeek(
  db: Firestore,
  weeks: readonly string[],
): Promise<Map<string, Record<PurchaseKind, number>>> {
  const counts = new Map(
    weeks.map((week) => [
      week,
      { sales: 0, renewals: 0, refunds: 0 } as Record<PurchaseKind, number>,
    ]),
  );
  for await (const docs of queryPages(purchaseRecordsSince(db, weeks[0]!), PAGE_SIZE)) {
    for (const doc of docs) {
      const kind = recordKind(doc);
      const at = toOptionalDate(doc.get('eventAt'));
      const row = at ? counts.get(saoPauloWeek(at)) : undefined;
      if (kind && row) row[kind] += 1;
    }
  }
  return counts;
}

async function reconcilePurchases(db: Firestore, now: Date): Promise<Correction[]> {
  const weeks = lastWeeks(now);
  const [expected, shards] = await Promise.all([
    purchasesByWeek(db, weeks),
    db.collection(COLLECTIONS.indicatorWeeks).where('week', '>=', weeks[0]).get(),
  ]);
  const found = new Map(weeks.map((week) => [week, { sales: 0, renewals: 0, refunds: 0 }]));
  for (const doc of shards.docs) {
    const shard = indicatorWeekShardSchema.parse(doc.data());
    const row = found.get(shard.week);
    if (!row) continue;
    for (const kind of PURCHASE_KINDS) row[kind] += shard[kind];
  }
  const corrections: Correction[] = [];
  for (const week of weeks) {
    for (const kind of PURCHASE_KINDS) {
      const want = expected.get(week)![kind];
      const have = found.get(week)![kind];
      if (want !== have) {
        corrections.push({
          kind: 'purchases',
          key: week,
          field: kind,
          expected: want,
          found: have,
        });
      }
    }
  }
  await Promise.all(
    corrections.map((c) =>
      weekShardRef(db, c.key, 0).set(
        { week: c.key, [c.field]: FieldValue.increment(c.expected - c.found) },
        { merge: true },
      ),
    ),
  );
  return corrections;
}

async function reconcileFunnel(db: Firestore, course: FunnelClasses): Promise<Correction[]> {
  const shards = await db
    .collection(COLLECTIONS.courseFunnels)
    .doc(course.courseId)
    .collection(COLLECTIONS.funnelShards)
    .get();
  const found = new Map<string, number>();
  for (const shard of shards.docs) {
    const counts = (shard.get('completions') as Record<string, number> | undefined) ?? {};
    for (const [classId, n] of Object.entries(counts)) {
      found.set(classId, (found.get(classId) ?? 0) + n);
    }
  }
  const corrections: Correction[] = [];
  for (const cls of course.classes) {
    const counted = await db
      .collectionGroup(COLLECTIONS.completions)
      .where('classId', '==', cls.id)
      .count()
      .get();
    const want = counted.data().count;
    const have = found.get(cls.id) ?? 0;
    if (want !== have) {
      corrections.push({
        kind: 'funnel',
        key: course.courseId,
        field: cls.id,
        expected: want,
        found: have,
      });
    }
  }
  await Promise.all(
    corrections.map((c) =>
      funnelShardRef(db, c.key, 0).set(
        { completions: { [c.field]: FieldValue.increment(c.expected - c.found) } },
        { merge: true },
      ),
    ),
  );
  return corrections;
}

/** Corrects the counters the records determine; returns (and records) what it corrected. */
export async function reconcileIndicators(
  db: Firestore,
  now: Date,
  courses: readonly FunnelClasses[],
): Promise<IndicatorCorrection[]> {
  const corrections = [
    ...(await reconcilePurchases(db, now)),
    ...(await Promise.all(courses.map((course) => reconcileFunnel(db, course)))).flat(),
  ];
  const correctedAt = Timestamp.fromDate(now);
  const writer = db.bulkWriter();
  for (const correction of corrections) {
    void writer.create(db.collection(COLLECTIONS.indicatorCorrections).doc(), {
      ...correction,
      correctedAt,
    });
  }
  await writer.close();
  return corrections.map((correction) => ({ ...correction, correctedAt }));
}
