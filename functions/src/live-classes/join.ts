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
 * The join at `now` (the callable passes the real clock; tests pass any): inside the window, one
 * transaction reads the class, its room and the member's attendance, then creates the attendance
 * (first join) or counts one more join, so two tabs or a retry at the same moment still make one
 * attendance. When the replay already exists, the member's completion of it is created too (once).
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
  return db.runTransaction(async (tx) => {
    const [live, room, attendance] = await Promise.all([
      tx.get(liveRef),
      tx.get(roomRef),
      tx.get(attendanceRef),
    ]);
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

    // Reads before writes: the replay's completion, when the replay exists and this is the
    // first join.
    const replayClassId = live.get('replayClassId') as string | null | undefined;
    const completionRef =
      replayClassId && !attendance.exists
        ? db
            .collection(COLLECTIONS.profiles)
            .doc(joiner.uid)
            .collection(COLLECTIONS.completions)
            .doc(replayClassId)
        : null;
    const completion = completionRef ? await tx.get(completionRef) : null;

    const at = Timestamp.fromDate(now);
    const joins = ((attendance.get('joins') as number | undefined) ?? 0) + 1;
    if (attendance.exists) {
      tx.update(attendanceRef, { joins, lastJoinedAt: at });
    } else {
      tx.create(attendanceRef, {
        liveClassId,
        uid: joiner.uid,
        name: joiner.name,
        email: joiner.email,
        firstJoinedAt: at,
        lastJoinedAt: at,
        joins,
      });
    }
    if (completionRef && completion && !completion.exists) {
      tx.create(completionRef, { classId: replayClassId, courseId: null, completedAt: at });
    }
    return { url, joins };
  });
}
