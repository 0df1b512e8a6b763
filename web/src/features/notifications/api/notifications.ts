// The member's notifications: their own (profiles/{uid}/notifications, a reply to a thread they
// are in) and the announcements for their audience since they joined (one document per new class
// or live class for everybody). Each source is one bounded, indexed query of at most 20, whatever
// the number of members.
import {
  announcementSchema,
  COLLECTIONS,
  notificationSchema,
  NOTIFICATIONS_PANEL_SIZE,
  type Announcement,
  type Notification,
} from '@app/domain';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';
import { allReads, mapRead, type Read } from '@/lib/use-read';
import { audiencesFor } from '../notification-list';

export type NotificationSources = {
  own: WithId<Notification>[];
  announcements: WithId<Announcement>[];
};

type Reader = { uid: string; isSubscriber: boolean; memberSince: Date };

/**
 * Both sources, live: together once each has answered, and again on every change (a reply or an
 * announcement appears without a reload).
 */
export function liveNotifications(reader: Reader): Read<NotificationSources> {
  const audiences = audiencesFor(reader.isSubscriber);
  const since = reader.memberSince.getTime();
  const own = liveList(
    `profiles/${reader.uid}/notifications?by=createdAt-desc&limit=${NOTIFICATIONS_PANEL_SIZE}`,
    notificationSchema,
    query(
      collection(firestore, COLLECTIONS.profiles, reader.uid, COLLECTIONS.notifications),
      orderBy('createdAt', 'desc'),
      limit(NOTIFICATIONS_PANEL_SIZE),
    ),
  );
  const announcements = liveList(
    `announcements?audience=${audiences.join('-')}&after=${since}&by=createdAt-desc&limit=${NOTIFICATIONS_PANEL_SIZE}`,
    announcementSchema,
    query(
      collection(firestore, COLLECTIONS.announcements),
      // The rules need the audience in the query; '==' for one keeps it a plain equality.
      audiences.length === 1
        ? where('audience', '==', audiences[0])
        : where('audience', 'in', audiences),
      where('createdAt', '>', Timestamp.fromDate(reader.memberSince)),
      orderBy('createdAt', 'desc'),
      limit(NOTIFICATIONS_PANEL_SIZE),
    ),
  );
  return mapRead(
    allReads<[WithId<Notification>[], WithId<Announcement>[]]>([own, announcements]),
    'sources',
    ([ownList, announcementList]) => ({ own: ownList, announcements: announcementList }),
  );
}

/** Marks everything up to now as read (the rules accept only the server time here). */
export function markNotificationsRead(uid: string): Promise<void> {
  return updateDoc(doc(firestore, COLLECTIONS.profiles, uid), {
    notificationsReadAt: serverTimestamp(),
  });
}
