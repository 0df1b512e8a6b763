import { COLLECTIONS, commentSchema, type Comment } from '@app/domain';
import { addDoc, collection, deleteDoc, doc, limit, orderBy, query } from 'firebase/firestore';
import type { CurrentUser } from '@/lib/session';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import { pageOf } from '@/lib/use-read';
import { editPost, newPost, type ClassDoc } from '@/lib/content';

export type CommentDoc = Comment & { id: string };

const commentsOf = (classId: string) =>
  collection(firestore, COLLECTIONS.classes, classId, COLLECTIONS.comments);

/** Comments per page of the list ('Ver mais' asks for the next page). */
export const COMMENTS_PAGE_SIZE = 20;

/**
 * The newest `count` comments, live, so a comment posted by anyone appears without a reload.
 * One more than shown is asked for to know whether 'Ver mais' has anything to show.
 */
export const liveComments = (classId: string, count: number) =>
  pageOf(
    liveList(
      `classes/${classId}/comments?by=createdAt-desc&limit=${count + 1}`,
      commentSchema,
      query(commentsOf(classId), orderBy('createdAt', 'desc'), limit(count + 1)),
    ),
    count,
  );

/** Posts a comment as the user, with the class it belongs to. */
export function addComment(cls: ClassDoc, user: CurrentUser, text: string) {
  return addDoc(commentsOf(cls.id), {
    ...newPost(user, text),
    classId: cls.id,
    classTitle: cls.title,
    classSlug: cls.slug,
  });
}

export function updateComment(classId: string, commentId: string, text: string) {
  return editPost(doc(commentsOf(classId), commentId), text);
}

export function deleteComment(classId: string, commentId: string) {
  return deleteDoc(doc(commentsOf(classId), commentId));
}
