import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/admin';
import { isRecent } from '../common/is-recent';
import { appUrl } from '../common/app-url';
import { queueReplyEmails } from './queue-reply-emails';
import { unsubscribeEndpoint } from './reminder-mail';
import { unsubscribeSecret } from './unsubscribe-secret';

/** A reply dated more than this before its event was seeded or imported: no e-mail. */
const REPLY_MAX_AGE_MS = 60 * 60 * 1000;

// A reply e-mails the thread's people (besides the bell's notification, notifyReply), at most
// once an hour per thread, unless they turned 'Respostas aos meus comentários' off.
export const emailReply = onDocumentCreated(
  {
    document: `${COLLECTIONS.classes}/{classId}/${COLLECTIONS.comments}/{commentId}/${COLLECTIONS.replies}/{replyId}`,
    region: FUNCTIONS_REGION,
    secrets: [unsubscribeSecret],
  },
  async (event) => {
    const reply = event.data?.data();
    if (!reply) return;
    const { classId, commentId, replyId } = event.params;
    const createdAt = (reply.createdAt as Timestamp | undefined)?.toDate() ?? null;
    if (!isRecent(createdAt, new Date(event.time), REPLY_MAX_AGE_MS)) return;
    const outcomes = await queueReplyEmails(
      db,
      {
        classId,
        commentId,
        replyId,
        reply: {
          userId: String(reply.userId ?? ''),
          userName: String(reply.userName ?? ''),
          text: String(reply.text ?? ''),
        },
      },
      new Date(event.time),
      {
        appUrl: appUrl(),
        unsubscribeUrl: unsubscribeEndpoint(),
        secret: unsubscribeSecret.value(),
      },
    );
    logger.debug('emailReply', { classId, commentId, replyId, outcomes });
  },
);
