import {
  COLLECTIONS,
  joinLiveClassMessages as m,
  liveAttendanceId,
  liveJoinOpensAt,
  liveJoinWindow,
  SAO_PAULO_TIME_ZONE,
  type JoinLiveClassOutput,
} from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createOnce } from '../common/create-once';
import { retryOnConflict } from '../common/retry-on-conflict';

const timeOf = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SAO_PAULO_TIME_ZONE,
});

export interface Joiner {
  uid: string;
  name: string;
  email: string;
  /** False for the team (admins): they get the link, and the attendance stays the members'. */
  counts?: boolean;
}

/**
 * The join at `now` (the callable passes the real clock; tests pass any): inside the window, the
 * member's attendance is created (first join) or counts one more join, written with a
 * precondition (create() for the first, the read's update time after it) and retried on a
 * conflict, so two tabs or a retry at the same moment still make one attendance with every join
 * counted. When the replay already exists, the member's completion of it is created too (once).
 * No transaction: the class and its room are only read, and in the emulator a transaction's locks
 * hold every other join of the class back (functions/src/common/retry-on-conflict.ts).
 */
export async function joinLiveClassAt(
  db: Firestore,
  joiner: Joiner,
  liveClassId: string,
  now: Date,
): Promise<JoinLiveClassOutput> {
  const liveRef = db.collection(COLLECTIONS.liveClasses).doc(liveClassId);
  const roomRef = db.collection(COLLECTIONS.liveClassRooms).doc(liveClassId);
  const attendanceRef = db
    .collection(COLLECTIONS.liveAttendance)
    .doc(liveAttendanceId(liveClassId, joiner.uid));
  const [live, room] = await Promise.all([liveRef.get(), roomRef.get()]);
  if (!live.exists) throw new HttpsError('not-found', m.notFound);
  const times = {
    startsAt: live.get('startsAt') as Timestamp,
    endsAt: live.get('endsAt') as Timestamp,
  };
  const window = liveJoinWindow(times, now);
  if (window === 'before') {
    throw new HttpsError(
      'failed-precondition',
      m.notOpenYet(timeOf.format(liveJoinOpensAt(times))),
    );
  }
  if (window === 'ended') throw new HttpsError('failed-precondition', m.ended);
  const url = room.get('externalLink') as string | undefined;
  if (!url) throw new HttpsError('failed-precondition', m.noRoom);
  if (joiner.counts === false) return { url, joins: 0 };

  const at = Timestamp.fromDate(now);
  const joins = await retryOnConflict(async () => {
    const attendance = await attendanceRef.get();
    const count = ((attendance.get('joins') as number | undefined) ?? 0) + 1;
    if (attendance.exists && attendance.updateTime) {
      await attendanceRef.update(
        { joins: count, lastJoinedAt: at },
        { lastUpdateTime: attendance.updateTime },
      );
    } else {
      await attendanceRef.create({
        liveClassId,
        uid: joiner.uid,
        name: joiner.name,
        email: joiner.email,
        firstJoinedAt: at,
        lastJoinedAt: at,
        joins: count,
      });
    }
    return count;
  });

  // The replay's completion, when the replay exists and this was the first join.
  const replayClassId = live.get('replayClassId') as string | null | undefined;
  if (replayClassId && joins === 1) {
    const completionRef = db
      .collection(COLLECTIONS.profiles)
      .doc(joiner.uid)
      .collection(COLLECTIONS.completions)
      .doc(replayClassId);
    await createOnce(completionRef, { classId: replayClassId, courseId: null, completedAt: at });
  }
  return { url, joins };
}
