import { COLLECTIONS, eventSchema, type Event } from '@app/domain';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

export type EventDoc = Event & { id: string };

const eventConverter = schemaConverter(eventSchema);

export const eventsCollection = () =>
  collection(firestore, COLLECTIONS.events).withConverter(eventConverter);

/** The dashboard card shows at most this many upcoming events. */
export const UPCOMING_EVENTS_LIMIT = 3;

/** Live: events from `today` (São Paulo calendar day, 'YYYY-MM-DD') on, soonest first. */
export function subscribeUpcomingEvents(
  today: string,
  count: number,
  onData: (events: EventDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      eventsCollection(),
      where('date', '>=', today),
      orderBy('date', 'asc'),
      orderBy('startTime', 'asc'),
      limit(count),
    ),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}
