// Replies to a comment (classes/{classId}/comments/{commentId}/replies): the class page shows and
// writes them, the admin's moderation queue answers from them, so they are typed once here.
import { COLLECTIONS, replySchema, type Reply } from '@app/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import { mapRead } from '@/lib/use-read';
import type { CurrentUser } from '@/lib/session';

export type ReplyDoc = Reply & { id: string };

/** Replies shown under a comment before 'Ver respostas (N)'. */
export const REPLIES_PREVIEW = 2;
/** The most replies one thread lists (a thread is a conversation, not a forum). */
export const REPLIES_MAX = 100;

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
export const liveReplies = (classId: string, commentId: string, count: number) =>
  mapRead(
    liveList(
      `classes/${classId}/comments/${commentId}/replies?by=createdAt-desc&limit=${count}`,
      replySchema,
      query(repliesOf(classId, commentId), orderBy('createdAt', 'desc'), limit(count)),
    ),
    'oldest-first',
    (replies): ReplyDoc[] => [...replies].reverse(),
  );

/**
 * A new comment's or reply's author and text: name, role and avatar are copied from the user's
 * profile (the rules check them), the time is the server's.
 */
export function newPost(user: CurrentUser, text: string) {
  return {
    userId: user.id,
    userName: user.name,
    userRole: user.role,
    ...(user.avatarUrl ? { userAvatarUrl: user.avatarUrl } : {}),
    text,
    createdAt: serverTimestamp(),
  };
}

/** A comment's or reply's new text, marked as edited. */
export function editPost(ref: DocumentReference, text: string) {
  return updateDoc(ref, { text, updatedAt: serverTimestamp() });
}

/** Replies as the user. */
export function addReply(classId: string, commentId: string, user: CurrentUser, text: string) {
  return addDoc(repliesOf(classId, commentId), { ...newPost(user, text), classId, commentId });
}

export function updateReply(classId: string, commentId: string, replyId: string, text: string) {
  return editPost(doc(repliesOf(classId, commentId), replyId), text);
}

export function deleteReply(classId: string, commentId: string, replyId: string) {
  return deleteDoc(doc(repliesOf(classId, commentId), replyId));
}
