// The nightly work behind the indicators page, in one place for the scheduled function, the
// backfill and the tests: the members overview, each course's funnel classes, the reconciliation
// of the counters against their records, and dropping the counted-event markers no longer needed.
import { COLLECTIONS, type IndicatorCorrection } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { refreshCourseFunnels } from './course-funnels';
import { refreshOverview } from './members-overview';
import { reconcileIndicators } from './reconcile-indicators';

/**
 * Markers live past the longest a trigger retries and past the end of the week they mark a member
 * active in (a Monday marker is still needed on Sunday).
 */
const MARKER_DAYS = 8;
const PAGE_SIZE = 500;

/** Deletes counted-event markers older than MARKER_DAYS; returns how many. */
export async function dropOldMarkers(db: Firestore, now: Date): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - MARKER_DAYS * 86_400_000);
  const old = db
    .collection(COLLECTIONS.indicatorEvents)
    .where('createdAt', '<', cutoff)
    .limit(PAGE_SIZE);
  let deleted = 0;
  for (;;) {
    const page = await old.get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

export type RefreshResult = {
  members: number;
  atRisk: number;
  courses: number;
  corrections: IndicatorCorrection[];
  markersDropped: number;
};

export async function refreshIndicators(db: Firestore, now: Date): Promise<RefreshResult> {
  const courses = await refreshCourseFunnels(db, now);
  const overview = await refreshOverview(db, now, courses);
  const corrections = await reconcileIndicators(db, now, courses);
  const markersDropped = await dropOldMarkers(db, now);
  return {
    members: Object.values(overview.statusCounts).reduce((a, b) => a + b, 0),
    atRisk: overview.atRiskTotal,
    courses: courses.length,
    corrections,
    markersDropped,
  };
}
