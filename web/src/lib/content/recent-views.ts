import {
  buildRecentView,
  COLLECTIONS,
  RECENT_VIEWS_LIMIT,
  recentViewSchema,
  saoPauloToday,
} from '@app/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import type { ClassDoc } from './class-doc';

/** Records that the user opened a class (one document per class, so it never grows per visit). */
export function recordRecentView(uid: string, cls: ClassDoc): Promise<void> {
  return setDoc(
    doc(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.recentViews, cls.id),
    buildRecentView(cls.id, cls, serverTimestamp()),
  );
}

/**
 * Marks today (São Paulo) as the member's last active day when it is not already: at most one
 * profile write a day, however many classes they open. The 'continue studying' e-mail reads it.
 */
export async function recordActiveDay(
  uid: string,
  lastActiveOn: string | null,
  now = new Date(),
): Promise<boolean> {
  const today = saoPauloToday(now);
  if (lastActiveOn === today) return false;
  await updateDoc(doc(firestore, COLLECTIONS.profiles, uid), { lastActiveOn: today });
  return true;
}

/** Live: the user's most recently opened classes, newest first (at most RECENT_VIEWS_LIMIT). */
export const recentViews = (uid: string) =>
  liveList(
    `profiles/${uid}/recentViews?by=viewedAt-desc&limit=${RECENT_VIEWS_LIMIT}`,
    recentViewSchema,
    query(
      collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.recentViews),
      orderBy('viewedAt', 'desc'),
      limit(RECENT_VIEWS_LIMIT),
    ),
  );
