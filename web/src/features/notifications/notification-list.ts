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

/** Where a notification leads: the class page (a replay's too), or the live class's page. */
export function notificationHref(
  n: Pick<Notification, 'kind' | 'classSlug'> & { liveClassId?: string | null },
): string {
  if (n.kind === 'liveSoon' || n.kind === 'liveStarted')
    return n.liveClassId
      ? paths.dashboard.liveClass.getHref(n.liveClassId)
      : paths.dashboard.liveClasses.getHref();
  return n.classSlug
    ? paths.dashboard.classPage.getHref(n.classSlug)
    : paths.dashboard.root.getHref();
}

/**
 * A replay's follow-up is one announcement for everybody ('Você perdeu…') and, for each attendee,
 * their own notice ('A gravação de … já está disponível'): an attendee sees only their own.
 */
function withoutMissedForAttendees(all: readonly Source[]): Source[] {
  const attended = new Set(
    all.filter((n) => n.kind === 'liveReplay' && n.liveClassId).map((n) => n.liveClassId),
  );
  return all.filter((n) => !(n.kind === 'liveMissed' && attended.has(n.liveClassId)));
}

export function panelEntries(
  sources: readonly (readonly Source[])[],
  readAt: Date | null,
): PanelEntry[] {
  return withoutMissedForAttendees(sources.flat())
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
