import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/admin';
import { isRecent } from '../common/is-recent';
import { countCompletionMade, countCompletionUndone } from './indicator-counters';
import { IMPORTED_AFTER_MS } from './imported-after';

const completedAtOf = (snapshot: DocumentSnapshot | undefined) =>
  (snapshot?.get('completedAt') as Timestamp | undefined)?.toDate() ?? null;

// 'Concluir Aula' creates profiles/{uid}/completions/{classId}; unmarking deletes it (and an
// account deletion deletes them all): +1 on the day it was completed and in the funnel, and -1
// where it was counted.
export const countCompletionChange = onDocumentWritten(
  {
    document: `${COLLECTIONS.profiles}/{uid}/${COLLECTIONS.completions}/{classId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const created = !before?.exists && after?.exists === true;
    const deleted = before?.exists === true && !after?.exists;
    if (!created && !deleted) return;
    const { uid, classId } = event.params;
    let counted: boolean;
    if (created) {
      const completedAt = completedAtOf(after);
      // A seeded or imported completion is counted by the backfill, not here.
      if (!completedAt || !isRecent(completedAt, new Date(event.time), IMPORTED_AFTER_MS)) return;
      counted = await countCompletionMade(db, {
        eventId: event.id,
        uid,
        classId,
        courseId: (after?.get('courseId') as string | null | undefined) ?? null,
        completedAt,
        createTime: after!.createTime!,
      });
    } else {
      const createTime = before?.createTime;
      if (!createTime) return;
      counted = await countCompletionUndone(db, { uid, classId, createTime });
    }
    logger.debug('countCompletionChange', { classId, created, counted });
  },
);
