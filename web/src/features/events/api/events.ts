import { COLLECTIONS, eventSchema, type Event, type EventFormValues } from '@app/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';

export type EventDoc = WithId<Event>;

/** The dashboard card shows at most this many upcoming events. */
export const UPCOMING_EVENTS_LIMIT = 3;
/** The events page shows at most this many per tab (a year of weekly events). */
export const EVENTS_PAGE_LIMIT = 60;

/** The events on one side of `today`, ordered by date then start time (nearest first). */
function eventsFrom(side: '>=' | '<', today: string, count: number) {
  const direction = side === '>=' ? 'asc' : 'desc';
  return liveList(
    `events?date${side}${today}&by=date,startTime-${direction}&limit=${count}`,
    eventSchema,
    query(
      collection(firestore, COLLECTIONS.events),
      where('date', side, today),
      orderBy('date', direction),
      orderBy('startTime', direction),
      limit(count),
    ),
  );
}

/** Live: events from `today` (São Paulo calendar day, 'YYYY-MM-DD') on, soonest first. */
export const upcomingEvents = (today: string, count: number) => eventsFrom('>=', today, count);

/** Live: events before `today`, most recent first. */
export const pastEvents = (today: string, count: number) => eventsFrom('<', today, count);

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
