import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';

// Deleting a comment deletes its conversation: Firestore keeps a deleted document's
// sub-collections, and replies nobody can reach would still count for their authors' threads.
export const deleteThread = onDocumentDeleted(
  {
    document: `${COLLECTIONS.classes}/{classId}/${COLLECTIONS.comments}/{commentId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const { classId, commentId } = event.params;
    const replies = db
      .collection(COLLECTIONS.classes)
      .doc(classId)
      .collection(COLLECTIONS.comments)
      .doc(commentId)
      .collection(COLLECTIONS.replies);
    await db.recursiveDelete(replies);
    logger.debug('deleteThread', { classId, commentId });
  },
);
