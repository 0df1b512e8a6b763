import { COLLECTIONS, commentSchema, type Comment } from '@app/domain';
import {
  collectionGroup,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

/** A comment of any class, with its document path (classes/{classId}/comments/{id}). */
export type ModeratedComment = Comment & { id: string; path: string };

/** The moderation list grows 50 comments at a time ('Carregar mais'). */
export const MODERATION_PAGE_SIZE = 50;

/** The sidebar counts the waiting comments up to this many ("99+" beyond). */
export const AWAITING_COUNT_MAX = 99;

/**
 * The queue's tabs. Each is one indexed collection-group query over fields the functions keep
 * (functions/src/comments): students' comments without a team reply, oldest first; answered ones,
 * last answered first; every comment, newest first.
 */
export const MODERATION_TABS = ['awaiting', 'answered', 'all'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

const TAB_QUERIES: Record<ModerationTab, QueryConstraint[]> = {
  awaiting: [where('awaitingReply', '==', true), orderBy('createdAt', 'asc')],
  answered: [orderBy('answeredAt', 'desc')],
  all: [orderBy('createdAt', 'desc')],
};

const converter = schemaConverter(commentSchema);
const allComments = () => collectionGroup(firestore, COLLECTIONS.comments).withConverter(converter);

export type ModerationPage = { comments: ModeratedComment[]; hasMore: boolean };

/**
 * Live: the first `count` comments of the tab, so a new question appears and an answered one
 * leaves 'Sem resposta' without a reload. One more than shown is asked for to know whether
 * 'Carregar mais' has anything to add.
 */
export function subscribeModerationTab(
  tab: ModerationTab,
  count: number,
  onData: (page: ModerationPage) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(allComments(), ...TAB_QUERIES[tab], limit(count + 1)),
    (snap) => {
      const comments = snap.docs.map((d) => ({ ...d.data(), path: d.ref.path }));
      onData({ comments: comments.slice(0, count), hasMore: comments.length > count });
    },
    onError,
  );
}

/** Live: how many comments wait for the team, counted up to AWAITING_COUNT_MAX + 1. */
export function subscribeAwaitingCount(
  onData: (count: number) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(allComments(), ...TAB_QUERIES.awaiting, limit(AWAITING_COUNT_MAX + 1)),
    (snap) => onData(snap.size),
    onError,
  );
}

export function deleteModeratedComment(comment: ModeratedComment): Promise<void> {
  return deleteDoc(doc(firestore, comment.path));
}
