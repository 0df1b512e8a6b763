import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { retryOnConflict } from '../common/retry-on-conflict';
import { ratingTotalsChanged, ratingWriteMatters } from './rating-aggregate';

export type RatingRefreshResult = 'updated' | 'unchanged' | 'no-class';

/**
 * Recounts a class's ratings with one aggregation query (count + sum: one read per 1,000
 * ratings, not one per rating) and stores the totals on the class. Counting again instead of
 * adding the event's difference keeps the totals right when events repeat or arrive out of
 * order; the class is read before the count and written only if it did not change since
 * (lastUpdateTime), so a count older than another trigger's write starts over instead of
 * replacing it. updatedAt is left alone: it is the admin's last edit, not the last rating.
 */
export function refreshRatingTotals(db: Firestore, classId: string): Promise<RatingRefreshResult> {
  const classRef = db.collection(COLLECTIONS.classes).doc(classId);
  const totalsQuery = classRef.collection(COLLECTIONS.ratings).aggregate({
    count: AggregateField.count(),
    sum: AggregateField.sum('value'),
  });
  return retryOnConflict(async () => {
    const cls = await classRef.get();
    // A deleted class keeps its ratings sub-collection; writing would bring the class back.
    if (!cls.exists) return 'no-class';
    const totals = (await totalsQuery.get()).data();
    const next = { ratingCount: totals.count, ratingSum: totals.sum };
    if (!ratingTotalsChanged(cls.data(), next)) return 'unchanged';
    await classRef.update(next, { lastUpdateTime: cls.updateTime! });
    return 'updated';
  });
}

// Keeps classes/{classId}.ratingCount/ratingSum current, so the class page shows the average
// without anyone reading other users' ratings (firestore.rules forbids that).
export const aggregateClassRating = onDocumentWritten(
  {
    document: `${COLLECTIONS.classes}/{classId}/${COLLECTIONS.ratings}/{uid}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    if (!ratingWriteMatters(event.data?.before.data(), event.data?.after.data())) return;
    const { classId } = event.params;
    const result = await refreshRatingTotals(db, classId);
    logger.debug('aggregateClassRating', { classId, result });
  },
);
