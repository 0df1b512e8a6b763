import { COLLECTIONS, commentSchema, type Comment } from '@app/domain';
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
import type { CurrentUser } from '@/lib/session';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';
import type { ClassDoc } from '@/lib/content';

export type CommentDoc = Comment & { id: string };

const commentConverter = schemaConverter(commentSchema);

const commentsOf = (classId: string) =>
  collection(firestore, COLLECTIONS.classes, classId, COLLECTIONS.comments).withConverter(
    commentConverter,
  );

/** Comments per page of the list ('Ver mais' asks for the next page). */
export const COMMENTS_PAGE_SIZE = 20;

export type CommentsPage = { comments: CommentDoc[]; hasMore: boolean };

/**
 * The newest `count` comments, live, so a comment posted by anyone appears without a reload.
 * One more than shown is asked for to know whether 'Ver mais' has anything to show.
 */
export function subscribeComments(
  classId: string,
  count: number,
  onData: (page: CommentsPage) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const q = query(commentsOf(classId), orderBy('createdAt', 'desc'), limit(count + 1));
  return onSnapshot(
    q,
    (snap) => {
      const comments = snap.docs.map((d) => d.data());
      onData({ comments: comments.slice(0, count), hasMore: comments.length > count });
    },
    onError,
  );
}

/** Posts a comment as the user; name, role and avatar are copied from their profile (rules). */
export function addComment(cls: ClassDoc, user: CurrentUser, text: string) {
  return addDoc(collection(firestore, COLLECTIONS.classes, cls.id, COLLECTIONS.comments), {
    userId: user.id,
    userName: user.name,
    userRole: user.role,
    ...(user.avatarUrl ? { userAvatarUrl: user.avatarUrl } : {}),
    text,
    classId: cls.id,
    classTitle: cls.title,
    classSlug: cls.slug,
    createdAt: serverTimestamp(),
  });
}

export function updateComment(classId: string, commentId: string, text: string) {
  return updateDoc(doc(commentsOf(classId), commentId), { text, updatedAt: serverTimestamp() });
}

export function deleteComment(classId: string, commentId: string) {
  return deleteDoc(doc(commentsOf(classId), commentId));
}
