// Replies to a comment (classes/{classId}/comments/{commentId}/replies): the class page shows and
// writes them, the admin's moderation queue answers from them, so they are typed once here.
import { COLLECTIONS, replySchema, type Reply } from '@app/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';
import type { CurrentUser } from '@/lib/session';

export type ReplyDoc = Reply & { id: string };

/** Replies shown under a comment before 'Ver respostas (N)'. */
export const REPLIES_PREVIEW = 2;
/** The most replies one thread lists (a thread is a conversation, not a forum). */
export const REPLIES_MAX = 100;

const converter = schemaConverter(replySchema);

const repliesOf = (classId: string, commentId: string) =>
  collection(
    firestore,
    COLLECTIONS.classes,
    classId,
    COLLECTIONS.comments,
    commentId,
    COLLECTIONS.replies,
  );

/**
 * The newest `count` replies of a thread, live, oldest first on screen (a conversation reads top
 * to bottom), so a reply by anyone appears without a reload.
 */
export function subscribeReplies(
  classId: string,
  commentId: string,
  count: number,
  onData: (replies: ReplyDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const q = query(
    repliesOf(classId, commentId).withConverter(converter),
    orderBy('createdAt', 'desc'),
    limit(count),
  );
  return onSnapshot(q, (snap) => onData(snap.docs.map((d) => d.data()).reverse()), onError);
}

/** Replies as the user; name, role and avatar are copied from their profile (the rules check). */
export function addReply(classId: string, commentId: string, user: CurrentUser, text: string) {
  return addDoc(repliesOf(classId, commentId), {
    userId: user.id,
    userName: user.name,
    userRole: user.role,
    ...(user.avatarUrl ? { userAvatarUrl: user.avatarUrl } : {}),
    text,
    classId,
    commentId,
    createdAt: serverTimestamp(),
  });
}

export function updateReply(classId: string, commentId: string, replyId: string, text: string) {
  return updateDoc(doc(repliesOf(classId, commentId), replyId), {
    text,
    updatedAt: serverTimestamp(),
  });
}

export function deleteReply(classId: string, commentId: string, replyId: string) {
  return deleteDoc(doc(repliesOf(classId, commentId), replyId));
}
