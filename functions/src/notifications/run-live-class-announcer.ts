import { COLLECTIONS, notificationIds } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createOnce } from '../common/create-once';

const MINUTE_MS = 60_000;
/** 'Aula ao vivo em 1 hora': classes starting within this window. */
export const LIVE_SOON_WINDOW_MS = 60 * MINUTE_MS;
/** How far back a started class is still looked at (longer than any live class runs). */
export const LIVE_STARTED_LOOKBACK_MS = 12 * 60 * MINUTE_MS;
/** Live classes read per window and run: far more than are ever scheduled that close. */
const PER_RUN_MAX = 100;

export type AnnouncerResult = { soon: number; started: number };

/**
 * One run of the live-class announcer at `now`: 'em 1 hora' for the classes starting in the next
 * hour, 'começou' for those that started and have not ended. Fixed ids per class and kind make a
 * repeated or late run write nothing new; a class already started gets no 'em 1 hora' and an
 * ended one no 'começou', however late the run.
 */
export async function runLiveClassAnnouncer(db: Firestore, now: Date): Promise<AnnouncerResult> {
  const live = db.collection(COLLECTIONS.liveClasses);
  const announcements = db.collection(COLLECTIONS.announcements);
  const at = (ms: number) => Timestamp.fromMillis(ms);
  const [soon, started] = await Promise.all([
    live
      .where('startsAt', '>', at(now.getTime()))
      .where('startsAt', '<=', at(now.getTime() + LIVE_SOON_WINDOW_MS))
      .limit(PER_RUN_MAX)
      .get(),
    live
      .where('startsAt', '<=', at(now.getTime()))
      .where('startsAt', '>', at(now.getTime() - LIVE_STARTED_LOOKBACK_MS))
      .limit(PER_RUN_MAX)
      .get(),
  ]);
  const createdAt = Timestamp.fromDate(now);
  const announce = (
    id: string,
    kind: 'liveSoon' | 'liveStarted',
    doc: (typeof soon.docs)[number],
  ) =>
    createOnce(announcements.doc(id), {
      kind,
      title: doc.get('title') as string,
      liveClassId: doc.id,
      audience: 'members',
      createdAt,
    });
  const soonWritten = await Promise.all(
    soon.docs.map((doc) => announce(notificationIds.liveSoon(doc.id), 'liveSoon', doc)),
  );
  const running = started.docs.filter(
    (doc) => (doc.get('endsAt') as Timestamp).toMillis() > now.getTime(),
  );
  const startedWritten = await Promise.all(
    running.map((doc) => announce(notificationIds.liveStarted(doc.id), 'liveStarted', doc)),
  );
  return {
    soon: soonWritten.filter(Boolean).length,
    started: startedWritten.filter(Boolean).length,
  };
}
