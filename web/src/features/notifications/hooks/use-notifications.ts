import { useCallback } from 'react';
import { useSession } from '@/lib/session';
import { useRead } from '@/lib/use-read';
import { liveNotifications, markNotificationsRead } from '../api/notifications';
import { panelEntries, type PanelEntry } from '../notification-list';

export type NotificationsState = {
  status: 'loading' | 'error' | 'ready';
  entries: PanelEntry[];
  unread: number;
  /** Everything up to now counts as read (the profile's notificationsReadAt). */
  markRead: () => Promise<void>;
};

/** The signed-in member's notifications, live; unread ones are newer than their last reading. */
export function useNotifications(): NotificationsState {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const isSubscriber = session.status === 'ready' && session.isSubscriber;
  const sources = useRead(
    user ? liveNotifications({ uid: user.id, isSubscriber, memberSince: user.memberSince }) : null,
  );
  const uid = user?.id;
  const markRead = useCallback(async () => {
    if (uid) await markNotificationsRead(uid);
  }, [uid]);

  if (sources.status !== 'ready' || !user) {
    return {
      status: sources.status === 'error' ? 'error' : 'loading',
      entries: [],
      unread: 0,
      markRead,
    };
  }
  const entries = panelEntries(
    [sources.data.own, sources.data.announcements],
    user.notificationsReadAt,
  );
  return {
    status: 'ready',
    entries,
    unread: entries.filter((entry) => entry.unread).length,
    markRead,
  };
}
