import { COLLECTIONS, eventSchema, type Event, type EventFormValues } from '@app/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
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
  return subscribeEventRange('>=', 'asc', today, count, onData, onError);
}

/** The events page shows at most this many per tab (a year of weekly events). */
export const EVENTS_PAGE_LIMIT = 60;

/** Live: events before `today`, most recent first. */
export function subscribePastEvents(
  today: string,
  count: number,
  onData: (events: EventDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeEventRange('<', 'desc', today, count, onData, onError);
}

/** The events on one side of `today`, ordered by date then start time. */
function subscribeEventRange(
  side: '>=' | '<',
  direction: 'asc' | 'desc',
  today: string,
  count: number,
  onData: (events: EventDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      eventsCollection(),
      where('date', side, today),
      orderBy('date', direction),
      orderBy('startTime', direction),
      limit(count),
    ),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}

/** The stored fields of the form: empty optional fields are stored as null. */
function toStored(values: EventFormValues) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title.trim(),
    date: values.date,
    startTime: values.startTime,
    endTime: orNull(values.endTime),
    professor: orNull(values.professor),
    place: orNull(values.place),
    description: orNull(values.description),
  };
}

export async function createEvent(values: EventFormValues): Promise<string> {
  const ref = await addDoc(collection(firestore, COLLECTIONS.events), {
    ...toStored(values),
    createdAt: serverTimestamp(),
  });
  return ref.id;
}

export function updateEvent(eventId: string, values: EventFormValues): Promise<void> {
  return updateDoc(doc(firestore, COLLECTIONS.events, eventId), toStored(values));
}

export function deleteEvent(eventId: string): Promise<void> {
  return deleteDoc(doc(firestore, COLLECTIONS.events, eventId));
}
