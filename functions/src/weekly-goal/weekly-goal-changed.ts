import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { recordGoalChange, recordGoalRemoved } from './apply-goal-change';

const goalOf = (data: FirebaseFirestore.DocumentData | undefined): number | undefined =>
  typeof data?.goal === 'number' ? data.goal : undefined;

// profiles/{uid}/weeklyGoal/current: when the member's goal changes (their only write), the new
// goal takes over from this week. The functions' own writes leave the goal alone and stop here.
export const weeklyGoalChanged = onDocumentWritten(
  {
    document: `${COLLECTIONS.profiles}/{uid}/${COLLECTIONS.weeklyGoal}/{docId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const beforeData = event.data?.before?.data();
    const before = goalOf(beforeData);
    const afterSnap = event.data?.after;
    if (!afterSnap?.exists) {
      if (beforeData?.inTotals === true) await recordGoalRemoved(db);
      return;
    }
    const after = goalOf(afterSnap.data());
    if (after === undefined || after === before) return;
    const result = await recordGoalChange(db, {
      uid: event.params.uid,
      previousGoal: before,
      now: new Date(event.time),
    });
    logger.debug('weeklyGoalChanged', {
      from: before ?? null,
      to: after,
      notified: result.notified,
    });
  },
);
