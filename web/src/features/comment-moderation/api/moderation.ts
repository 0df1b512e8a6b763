import { COLLECTIONS, commentSchema, type Comment } from '@app/domain';
import {
  collectionGroup,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import { mapRead, pageOf, type Read, type Page } from '@/lib/use-read';

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

const allComments = () => collectionGroup(firestore, COLLECTIONS.comments);

/** The tab's first `count` comments, live (the key names the tab and the bound). */
const tabComments = (tab: ModerationTab, count: number) =>
  liveList(
    `comments?tab=${tab}&limit=${count}`,
    commentSchema,
    query(allComments(), ...TAB_QUERIES[tab], limit(count)),
  );

type ModerationPage = Page<ModeratedComment>;

/**
 * Live: the first `count` comments of the tab, so a new question appears and an answered one
 * leaves 'Sem resposta' without a reload. One more than shown is asked for to know whether
 * 'Carregar mais' has anything to add.
 */
export const liveModerationTab = (tab: ModerationTab, count: number): Read<ModerationPage> =>
  pageOf(
    mapRead(tabComments(tab, count + 1), 'with-path', (comments) =>
      // The rules keep a comment's classId equal to its class's id.
      comments.map((c) => ({
        ...c,
        path: `${COLLECTIONS.classes}/${c.classId}/${COLLECTIONS.comments}/${c.id}`,
      })),
    ),
    count,
  );

/** Live: how many comments wait for the team, counted up to AWAITING_COUNT_MAX + 1. */
export const liveAwaitingCount = () =>
  mapRead(tabComments('awaiting', AWAITING_COUNT_MAX + 1), 'count', (comments) => comments.length);

export function deleteModeratedComment(comment: ModeratedComment): Promise<void> {
  return deleteDoc(doc(firestore, comment.path));
}
