import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { refreshThreadState } from './thread-state';

// Every reply created or deleted recounts its thread: the team's first reply takes the question
// out of the queue, deleting it puts the question back. Edits change neither, and are skipped.
export const keepThreadState = onDocumentWritten(
  {
    document: `${COLLECTIONS.classes}/{classId}/${COLLECTIONS.comments}/{commentId}/${COLLECTIONS.replies}/{replyId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const created = !event.data?.before.exists;
    const deleted = !event.data?.after.exists;
    if (!created && !deleted) return;
    const { classId, commentId } = event.params;
    const result = await refreshThreadState(db, classId, commentId);
    logger.debug('keepThreadState', { classId, commentId, result });
  },
);
