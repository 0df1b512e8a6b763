import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/admin';
import { recordCompletion, recordCompletionUndone } from './record-completion';

const completedAtOf = (snapshot: DocumentSnapshot | undefined) =>
  (snapshot?.get('completedAt') as Timestamp | undefined)?.toDate() ?? null;

// Whatever completes a class ('Concluir Aula', watching 90%, a quiz passed, a live class attended)
// creates profiles/{uid}/completions/{classId}; unmarking deletes it. Each moves the member's
// 'Meta da semana' document: one read and one write of that document, whatever their history.
export const countWeeklyGoal = onDocumentWritten(
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
    const now = new Date(event.time);
    const completedAt = completedAtOf(created ? after : before) ?? now;
    const result = created
      ? await recordCompletion(db, { uid, classId, completedAt, now })
      : await recordCompletionUndone(db, { uid, classId, completedAt, now });
    logger.debug('countWeeklyGoal', {
      classId,
      created,
      changed: result?.changed ?? false,
      notified: result?.notified ?? false,
    });
  },
);
