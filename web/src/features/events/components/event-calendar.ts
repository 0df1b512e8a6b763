import { DEFAULT_EVENT_DURATION_MS, saoPauloWallClock, type CalendarEntry } from '@app/domain';
import type { EventDoc } from '../api/events';

/** An event as a calendar entry: São Paulo wall-clock times, one hour when it has no end. */
export function eventCalendarEntry(event: EventDoc): CalendarEntry {
  const start = saoPauloWallClock(event.date, event.startTime);
  const end = event.endTime
    ? saoPauloWallClock(event.date, event.endTime)
    : new Date(start.getTime() + DEFAULT_EVENT_DURATION_MS);
  const details = [event.professor ? `Professor: ${event.professor}` : null, event.description]
    .filter(Boolean)
    .join('\n\n');
  return {
    uid: `evento-${event.id}@escola-estrategica`,
    start,
    end,
    summary: event.title,
    description: details || null,
    location: event.place ?? null,
  };
}
