import { toDateValue, type CalendarEntry } from '@app/domain';
import type { LiveClassDoc } from '../api/live-classes';

/** A live class as a calendar entry: its instants, and its link as URL and location. */
export function liveClassCalendarEntry(live: LiveClassDoc): CalendarEntry {
  return {
    uid: `aula-ao-vivo-${live.id}@escola-estrategica`,
    start: toDateValue(live.startsAt),
    end: toDateValue(live.endsAt),
    summary: live.title,
    description: live.description
      ? `${live.description}\n\n${live.externalLink}`
      : live.externalLink,
    location: live.externalLink,
    url: live.externalLink,
  };
}
