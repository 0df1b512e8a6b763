// A comment's thread state (replyCount, awaitingReply, answeredAt), kept by the functions so the
// admin's moderation queue is one indexed query and no client can mark a question answered.
import { COLLECTIONS, isTeamAuthor, newThreadState } from '@app/domain';
import {
  AggregateField,
  FieldValue,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';
import { retryOnConflict } from '../common/retry-on-conflict';

export type ThreadState = {
  replyCount: number;
  awaitingReply: boolean;
  answeredAt: Timestamp | null;
};

export type ThreadRefreshResult = 'updated' | 'unchanged' | 'no-comment';

/** What the thread should say: a student's comment waits until the team's first reply. */
export function threadStateOf(
  authorRole: unknown,
  replyCount: number,
  firstTeamReplyAt: Timestamp | null,
): ThreadState {
  const start = newThreadState(typeof authorRole === 'string' ? authorRole : null);
  return {
    replyCount,
    awaitingReply: start.awaitingReply && firstTeamReplyAt === null,
    answeredAt: isTeamAuthor(typeof authorRole === 'string' ? authorRole : null)
      ? null
      : firstTeamReplyAt,
  };
}

/** Whether the stored comment differs from `next` (an absent answeredAt is "not answered"). */
export function threadStateChanged(
  stored: { replyCount?: unknown; awaitingReply?: unknown; answeredAt?: unknown } | undefined,
  next: ThreadState,
): boolean {
  const storedAnswer = stored?.answeredAt as Timestamp | null | undefined;
  const sameAnswer =
    next.answeredAt === null
      ? storedAnswer == null
      : storedAnswer != null && storedAnswer.isEqual(next.answeredAt);
  return (
    stored?.replyCount !== next.replyCount ||
    stored?.awaitingReply !== next.awaitingReply ||
    !sameAnswer
  );
}

/**
 * Recounts the thread from its replies (one aggregation query, plus the team's first reply) and
 * stores the state on the comment. Counting from the truth instead of adding each event keeps it
 * right when events repeat or arrive out of order; the write carries the comment's read time
 * (lastUpdateTime), so a count older than someone else's write starts over instead of replacing
 * it. A deleted comment is left alone: writing would bring it back.
 */
export function refreshThreadState(
  db: Firestore,
  classId: string,
  commentId: string,
): Promise<ThreadRefreshResult> {
  const commentRef = db
    .collection(COLLECTIONS.classes)
    .doc(classId)
    .collection(COLLECTIONS.comments)
    .doc(commentId);
  const replies = commentRef.collection(COLLECTIONS.replies);
  return retryOnConflict(async () => {
    const comment = await commentRef.get();
    if (!comment.exists) return 'no-comment';
    const [counted, firstTeamReply] = await Promise.all([
      replies.aggregate({ count: AggregateField.count() }).get(),
      replies.where('userRole', '==', 'ADMIN').orderBy('createdAt').limit(1).get(),
    ]);
    const next = threadStateOf(
      comment.get('userRole'),
      counted.data().count,
      (firstTeamReply.docs[0]?.get('createdAt') as Timestamp | undefined) ?? null,
    );
    if (!threadStateChanged(comment.data(), next)) return 'unchanged';
    await commentRef.update(
      {
        replyCount: next.replyCount,
        awaitingReply: next.awaitingReply,
        answeredAt: next.answeredAt ?? FieldValue.delete(),
      },
      { lastUpdateTime: comment.updateTime! },
    );
    return 'updated';
  });
}
