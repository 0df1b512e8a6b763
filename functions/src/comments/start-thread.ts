import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { refreshThreadState } from './thread-state';

// A new comment starts its thread state: a student's question enters the moderation queue
// ('Sem resposta'), the team's own comment does not.
export const startThread = onDocumentCreated(
  {
    document: `${COLLECTIONS.classes}/{classId}/${COLLECTIONS.comments}/{commentId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const { classId, commentId } = event.params;
    const result = await refreshThreadState(db, classId, commentId);
    logger.debug('startThread', { classId, commentId, result });
  },
);
