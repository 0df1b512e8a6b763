// The panel's list from its two sources: merged newest first, cut to the panel's size, each with
// its text, its link and whether it is unread.
import {
  NOTIFICATIONS_PANEL_SIZE,
  notificationText,
  toDateValue,
  type AnnouncementAudience,
  type Notification,
} from '@app/domain';
import { paths } from '@/config/paths';

export type PanelEntry = {
  id: string;
  text: string;
  href: string;
  createdAt: Date;
  unread: boolean;
};

type Source = Notification & { id: string };

/** Who reads which announcements: course-class news only reaches subscribers (and admins). */
export function audiencesFor(isSubscriber: boolean): AnnouncementAudience[] {
  return isSubscriber ? ['members', 'subscribers'] : ['members'];
}

/** Where a notification leads: the class page, or the live classes for a live class. */
export function notificationHref(n: Pick<Notification, 'kind' | 'classSlug'>): string {
  if (n.kind === 'liveSoon' || n.kind === 'liveStarted')
    return paths.dashboard.liveClasses.getHref();
  return n.classSlug
    ? paths.dashboard.classPage.getHref(n.classSlug)
    : paths.dashboard.root.getHref();
}

export function panelEntries(
  sources: readonly (readonly Source[])[],
  readAt: Date | null,
): PanelEntry[] {
  return sources
    .flat()
    .map((n) => {
      const createdAt = toDateValue(n.createdAt);
      return {
        id: `${n.kind}:${n.id}`,
        text: notificationText(n),
        href: notificationHref(n),
        createdAt,
        unread: readAt === null || createdAt > readAt,
      };
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, NOTIFICATIONS_PANEL_SIZE);
}
