import { COLLECTIONS, liveClassSchema, type LiveClass } from '@app/domain';
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

export type LiveClassDoc = LiveClass & { id: string };

const liveClassConverter = schemaConverter(liveClassSchema);

export const liveClassesCollection = () =>
  collection(firestore, COLLECTIONS.liveClasses).withConverter(liveClassConverter);

/** How many not-yet-ended live classes the dashboard watches (live now and starting soon). */
export const LIVE_WATCH_LIMIT = 20;

/**
 * Live: classes that have not ended at `since`, soonest end first. The dashboard keeps this
 * list and decides every minute which of them are live, so a class starts and ends on time
 * without another read.
 */
export function subscribeUnfinishedLiveClasses(
  since: Date,
  onData: (classes: LiveClassDoc[]) => void,
  onError: (error: unknown) => void,
  count: number = LIVE_WATCH_LIMIT,
): Unsubscribe {
  return onSnapshot(
    query(
      liveClassesCollection(),
      where('endsAt', '>', Timestamp.fromDate(since)),
      orderBy('endsAt', 'asc'),
      limit(count),
    ),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}

/** The admin list watches this many unfinished classes (live now and scheduled). */
export const LIVE_ADMIN_LIST_LIMIT = 100;

export function liveClassRef(id: string) {
  return doc(firestore, COLLECTIONS.liveClasses, id).withConverter(liveClassConverter);
}

/** One live class, or null when there is none with this id. */
export async function fetchLiveClass(id: string): Promise<LiveClassDoc | null> {
  const snap = await getDoc(liveClassRef(id));
  return snap.exists() ? snap.data() : null;
}

/** 'Passadas' on the admin list: the latest this many ended classes. */
export const LIVE_PAST_LIMIT = 20;

/** Live: classes that had ended by `until`, latest first. */
export function subscribePastLiveClasses(
  until: Date,
  onData: (classes: LiveClassDoc[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(
      liveClassesCollection(),
      where('endsAt', '<=', Timestamp.fromDate(until)),
      orderBy('endsAt', 'desc'),
      limit(LIVE_PAST_LIMIT),
    ),
    (snap) => onData(snap.docs.map((d) => d.data())),
    onError,
  );
}
