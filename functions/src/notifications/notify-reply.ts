import { COLLECTIONS, FUNCTIONS_REGION, notificationIds } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { replyRecipients } from './reply-recipients';

/** The most replies of one thread whose authors are told (a thread is a conversation). */
const REPLIERS_READ_MAX = 500;

// A reply tells the thread's author and everyone who replied in it: one document per recipient
// under their profile, with an id made of the reply's, so a repeated event writes the same
// documents again instead of telling anyone twice.
export const notifyReply = onDocumentCreated(
  {
    document: `${COLLECTIONS.classes}/{classId}/${COLLECTIONS.comments}/{commentId}/${COLLECTIONS.replies}/{replyId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const reply = event.data?.data();
    if (!reply) return;
    const { classId, commentId, replyId } = event.params;
    const commentRef = db
      .collection(COLLECTIONS.classes)
      .doc(classId)
      .collection(COLLECTIONS.comments)
      .doc(commentId);
    const [comment, repliers] = await Promise.all([
      commentRef.get(),
      commentRef.collection(COLLECTIONS.replies).select('userId').limit(REPLIERS_READ_MAX).get(),
    ]);
    if (!comment.exists) return;
    const recipients = replyRecipients(
      String(comment.get('userId') ?? ''),
      repliers.docs.map((doc) => String(doc.get('userId') ?? '')),
      String(reply.userId ?? ''),
    );
    const batch = db.batch();
    for (const uid of recipients) {
      batch.set(
        db
          .collection(COLLECTIONS.profiles)
          .doc(uid)
          .collection(COLLECTIONS.notifications)
          .doc(notificationIds.reply(replyId)),
        {
          kind: 'reply',
          title: comment.get('classTitle') as string,
          classSlug: comment.get('classSlug') as string,
          createdAt: reply.createdAt,
        },
      );
    }
    await batch.commit();
    logger.debug('notifyReply', { classId, commentId, replyId, recipients: recipients.length });
  },
);
