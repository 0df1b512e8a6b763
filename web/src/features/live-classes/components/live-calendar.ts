import { toDateValue, type CalendarEntry } from '@app/domain';
import { paths } from '@/config/paths';
import type { LiveClassDoc } from '../api/live-classes';

/**
 * A live class as a calendar entry: its instants, and its page (where 'Entrar na aula' opens the
 * room inside the window) as URL and location; the room's own link is never written down.
 */
export function liveClassCalendarEntry(
  live: LiveClassDoc,
  origin: string = window.location.origin,
): CalendarEntry {
  const page = `${origin}${paths.dashboard.liveClass.getHref(live.id)}`;
  return {
    uid: `aula-ao-vivo-${live.id}@escola-estrategica`,
    start: toDateValue(live.startsAt),
    end: toDateValue(live.endsAt),
    summary: live.title,
    description: live.description ? `${live.description}\n\n${page}` : page,
    location: page,
    url: page,
  };
}
