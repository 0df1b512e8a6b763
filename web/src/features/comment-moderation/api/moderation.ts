import { COLLECTIONS, commentSchema, type Comment } from '@app/domain';
import {
  collectionGroup,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

/** A comment of any class, with its document path (classes/{classId}/comments/{id}). */
export type ModeratedComment = Comment & { id: string; path: string };

/** The moderation list grows 50 comments at a time ('Carregar mais'). */
export const MODERATION_PAGE_SIZE = 50;

const converter = schemaConverter(commentSchema);

export type ModerationPage = { comments: ModeratedComment[]; hasMore: boolean };

/**
 * Live: the newest `count` comments of every class (one collection-group query, indexed on
 * createdAt), so a new comment appears at the top without a reload. One more than shown is
 * asked for to know whether 'Carregar mais' has anything to add.
 */
export function subscribeLatestComments(
  count: number,
  onData: (page: ModerationPage) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      collectionGroup(firestore, COLLECTIONS.comments).withConverter(converter),
      orderBy('createdAt', 'desc'),
      limit(count + 1),
    ),
    (snap) => {
      const comments = snap.docs.map((d) => ({ ...d.data(), path: d.ref.path }));
      onData({ comments: comments.slice(0, count), hasMore: comments.length > count });
    },
    onError,
  );
}

export function deleteModeratedComment(comment: ModeratedComment): Promise<void> {
  return deleteDoc(doc(firestore, comment.path));
}
