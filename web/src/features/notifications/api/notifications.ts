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
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter, type WithId } from '@/lib/schema-converter';
import { audiencesFor } from '../notification-list';

export type StoredNotification = WithId<Notification> | WithId<Announcement>;

export type NotificationSources = {
  own: WithId<Notification>[];
  announcements: WithId<Announcement>[];
};

type Reader = { uid: string; isSubscriber: boolean; memberSince: Date };

/**
 * Both sources, live: `onData` gets them together once each has answered, and again on every
 * change (a reply or an announcement appears without a reload).
 */
export function subscribeNotifications(
  reader: Reader,
  onData: (sources: NotificationSources) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const sources: Partial<NotificationSources> = {};
  const emit = () => {
    if (sources.own && sources.announcements)
      onData({ own: sources.own, announcements: sources.announcements });
  };
  const audiences = audiencesFor(reader.isSubscriber);
  const own = query(
    collection(
      firestore,
      COLLECTIONS.profiles,
      reader.uid,
      COLLECTIONS.notifications,
    ).withConverter(schemaConverter(notificationSchema)),
    orderBy('createdAt', 'desc'),
    limit(NOTIFICATIONS_PANEL_SIZE),
  );
  const announcements = query(
    collection(firestore, COLLECTIONS.announcements).withConverter(
      schemaConverter(announcementSchema),
    ),
    // The rules need the audience in the query; '==' for one keeps it a plain equality.
    audiences.length === 1
      ? where('audience', '==', audiences[0])
      : where('audience', 'in', audiences),
    where('createdAt', '>', Timestamp.fromDate(reader.memberSince)),
    orderBy('createdAt', 'desc'),
    limit(NOTIFICATIONS_PANEL_SIZE),
  );
  const stopOwn = onSnapshot(
    own,
    (snap) => {
      sources.own = snap.docs.map((d) => d.data());
      emit();
    },
    onError,
  );
  const stopAnnouncements = onSnapshot(
    announcements,
    (snap) => {
      sources.announcements = snap.docs.map((d) => d.data());
      emit();
    },
    onError,
  );
  return () => {
    stopOwn();
    stopAnnouncements();
  };
}

/** Marks everything up to now as read (the rules accept only the server time here). */
export function markNotificationsRead(uid: string): Promise<void> {
  return updateDoc(doc(firestore, COLLECTIONS.profiles, uid), {
    notificationsReadAt: serverTimestamp(),
  });
}
