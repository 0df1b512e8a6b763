import { COLLECTIONS, liveClassSchema, type LiveClass } from '@app/domain';
import { collection, doc, limit, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList, readDoc } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';

export type LiveClassDoc = WithId<LiveClass>;

/** How many not-yet-ended live classes the dashboard watches (live now and starting soon). */
export const LIVE_WATCH_LIMIT = 20;
/** The admin list watches this many unfinished classes (live now and scheduled). */
export const LIVE_ADMIN_LIST_LIMIT = 100;
/** 'Passadas' on the admin list: the latest this many ended classes. */
export const LIVE_PAST_LIMIT = 20;

/** The live classes on one side of `at` by their end, nearest first. */
function byEnd(side: '>' | '<=', at: Date, count: number) {
  const direction = side === '>' ? 'asc' : 'desc';
  return liveList(
    `liveClasses?endsAt${side}${at.toISOString()}&by=endsAt-${direction}&limit=${count}`,
    liveClassSchema,
    query(
      collection(firestore, COLLECTIONS.liveClasses),
      where('endsAt', side, Timestamp.fromDate(at)),
      orderBy('endsAt', direction),
      limit(count),
    ),
  );
}

/**
 * Live: classes that have not ended at `since`, soonest end first. The dashboard keeps this
 * list and decides every minute which of them are live, so a class starts and ends on time
 * without another read.
 */
export const unfinishedLiveClasses = (since: Date, count: number = LIVE_WATCH_LIMIT) =>
  byEnd('>', since, count);

/** Live: classes that had ended by `until`, latest first. */
export const pastLiveClasses = (until: Date) => byEnd('<=', until, LIVE_PAST_LIMIT);

/** One live class, read once (the edit form starts from it), or null when there is none. */
export const liveClassToEdit = (id: string) =>
  readDoc(liveClassSchema, doc(firestore, COLLECTIONS.liveClasses, id));
