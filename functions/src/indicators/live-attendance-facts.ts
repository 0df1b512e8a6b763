// What the nightly overview says about the live classes: 'Presença nas aulas ao vivo' (attendees
// of the last LIVE_ATTENDANCE_CHART_CLASSES ended classes, a count aggregation each) and who, for
// 'Em risco', missed the last LIVE_MISSED_AT_RISK classes and completed none of their replays.
import { COLLECTIONS, LIVE_ATTENDANCE_CHART_CLASSES, LIVE_MISSED_AT_RISK } from '@app/domain';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';

/** Attendances and completion marks read per page. */
const PAGE_SIZE = 1000;

export type LiveAttendancePoint = {
  liveClassId: string;
  title: string;
  endsAt: Timestamp;
  attendees: number;
};

export type LiveAttendanceFacts = {
  /** Oldest first, as the chart draws them. */
  chart: LiveAttendancePoint[];
  /** Missed every one of the last LIVE_MISSED_AT_RISK classes (being a member since before them). */
  missedLatest: (uid: string, memberSince: Date) => boolean;
};

/** The uids of a bounded, ordered query's documents, a page at a time. */
async function uidsOf(
  pages: AsyncGenerator<FirebaseFirestore.QueryDocumentSnapshot[]>,
  uidOf: (doc: FirebaseFirestore.QueryDocumentSnapshot) => string,
  into: Set<string>,
): Promise<void> {
  for await (const page of pages) page.forEach((doc) => into.add(uidOf(doc)));
}

export async function liveAttendanceFacts(db: Firestore, now: Date): Promise<LiveAttendanceFacts> {
  const ended = await db
    .collection(COLLECTIONS.liveClasses)
    .where('endsAt', '<=', Timestamp.fromDate(now))
    .orderBy('endsAt', 'desc')
    .limit(LIVE_ATTENDANCE_CHART_CLASSES)
    .get();
  const attendanceOf = (liveClassId: string) =>
    db.collection(COLLECTIONS.liveAttendance).where('liveClassId', '==', liveClassId);
  const chart = await Promise.all(
    ended.docs.map(async (live) => ({
      liveClassId: live.id,
      title: String(live.get('title')),
      endsAt: live.get('endsAt') as Timestamp,
      attendees: (await attendanceOf(live.id).count().get()).data().count,
    })),
  );
  chart.reverse();

  const latest = ended.docs.slice(0, LIVE_MISSED_AT_RISK);
  if (latest.length < LIVE_MISSED_AT_RISK) return { chart, missedLatest: () => false };
  const since = Math.min(...latest.map((live) => (live.get('startsAt') as Timestamp).toMillis()));
  const present = new Set<string>();
  for (const live of latest) {
    await uidsOf(
      queryPages(attendanceOf(live.id).orderBy(FieldPath.documentId()).select('uid'), PAGE_SIZE),
      (doc) => String(doc.get('uid')),
      present,
    );
    // A completion of the replay (watched to the end, marked, or attended) is in the counts'
    // marks, insightCompletions/{uid}_{classId}.
    const replay = live.get('replayClassId') as string | null | undefined;
    if (!replay) continue;
    await uidsOf(
      queryPages(
        db
          .collection(COLLECTIONS.indicatorCompletions)
          .where('classId', '==', replay)
          .orderBy(FieldPath.documentId())
          .select(),
        PAGE_SIZE,
      ),
      (doc) => doc.id.slice(0, doc.id.length - replay.length - 1),
      present,
    );
  }
  return {
    chart,
    missedLatest: (uid, memberSince) => memberSince.getTime() < since && !present.has(uid),
  };
}
