import {
  COLLECTIONS,
  notificationIds,
  notificationText,
  liveLoopMessages as t,
  type Mail,
} from '@app/domain';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists, createOnce } from '../common/create-once';
import { queryPages } from '../common/query-pages';
import { canRemind, countReads, memberPages, type ReadTally } from '../reminders/member-pages';
import { memberPageUrl } from '../reminders/reminder-links';
import { reminderMail, type ReminderLinks } from '../reminders/reminder-mail';
import { sendOnce, type SendTally } from '../reminders/send-once';

/** Attendances read (and notices plus completions written) per page. */
const ATTENDEE_PAGE_SIZE = 400;

export type ReplayFollowUpsResult = {
  attendees: number;
  notices: number;
  completions: number;
  announced: boolean;
  skippedMail: boolean;
} & SendTally &
  ReadTally;

/** The fixed ids of one live class's follow-ups. */
export const replayFollowUpIds = {
  run: (liveClassId: string) => `live-replay-${liveClassId}`,
  mail: (liveClassId: string, uid: string) => `live-replay-${liveClassId}-${uid}`,
};

/** create() of many documents; one that exists already counts as done, not as an error. */
async function createAll(
  db: Firestore,
  writes: { ref: FirebaseFirestore.DocumentReference; data: FirebaseFirestore.DocumentData }[],
): Promise<number> {
  let created = 0;
  const writer = db.bulkWriter();
  writer.onWriteError((error) => !isAlreadyExists(error) && error.failedAttempts < 3);
  const pending = writes.map(({ ref, data }) =>
    writer.create(ref, data).then(
      () => (created += 1),
      (error: unknown) => {
        if (!isAlreadyExists(error)) throw error;
      },
    ),
  );
  await writer.close();
  await Promise.all(pending);
  return created;
}

/**
 * What publishing a replay sets off, at `now`, safe to run again (a repeated trigger, a retry):
 * 1. the attendees, a page at a time: each gets their own notice ('A gravação de "…" já está
 *    disponível', profiles/{uid}/notifications/live-replay-{id}) and the replay counted as
 *    completed (profiles/{uid}/completions/{replayClassId}), both create-once: one write each;
 * 2. one announcement for everybody else ('Você perdeu "…"? …', announcements/live-missed-{id}),
 *    whatever the member count; an attendee's panel hides it behind their own notice;
 * 3. the e-mails under 'Lembretes de aulas ao vivo', split the same way, with fixed ids; a
 *    finished sweep is recorded in reminderRuns, so a repeat does not re-read the members.
 */
export async function runReplayFollowUps(
  db: Firestore,
  liveClassId: string,
  links: ReminderLinks,
  now: Date,
): Promise<ReplayFollowUpsResult> {
  const result: ReplayFollowUpsResult = {
    attendees: 0,
    notices: 0,
    completions: 0,
    announced: false,
    skippedMail: false,
    queued: 0,
    alreadySent: 0,
    reads: 0,
  };
  const live = await db.collection(COLLECTIONS.liveClasses).doc(liveClassId).get();
  countReads(result, 1);
  const replayClassId = live.get('replayClassId') as string | null | undefined;
  const replaySlug = live.get('replaySlug') as string | null | undefined;
  if (!live.exists || !replayClassId || !replaySlug) return result;
  const title = String(live.get('title'));
  const createdAt = Timestamp.fromDate(now);
  const notice = { title, classSlug: replaySlug, liveClassId, createdAt };

  const attendees = new Set<string>();
  const attendance = db
    .collection(COLLECTIONS.liveAttendance)
    .where('liveClassId', '==', liveClassId)
    .orderBy(FieldPath.documentId())
    .select('uid');
  for await (const page of queryPages(attendance, ATTENDEE_PAGE_SIZE)) {
    countReads(result, page.length);
    const uids = page.map((doc) => String(doc.get('uid')));
    uids.forEach((uid) => attendees.add(uid));
    const profile = (uid: string) => db.collection(COLLECTIONS.profiles).doc(uid);
    result.notices += await createAll(
      db,
      uids.map((uid) => ({
        ref: profile(uid)
          .collection(COLLECTIONS.notifications)
          .doc(notificationIds.liveReplay(liveClassId)),
        data: { ...notice, kind: 'liveReplay' },
      })),
    );
    result.completions += await createAll(
      db,
      uids.map((uid) => ({
        ref: profile(uid).collection(COLLECTIONS.completions).doc(replayClassId),
        data: { classId: replayClassId, courseId: null, completedAt: createdAt },
      })),
    );
  }
  result.attendees = attendees.size;
  result.announced = await createOnce(
    db.collection(COLLECTIONS.announcements).doc(notificationIds.liveMissed(liveClassId)),
    { ...notice, kind: 'liveMissed', audience: 'members' },
  );

  const run = db.collection(COLLECTIONS.reminderRuns).doc(replayFollowUpIds.run(liveClassId));
  countReads(result, 1);
  if ((await run.get()).exists) {
    result.skippedMail = true;
    return result;
  }
  const url = memberPageUrl.classPage(links, replaySlug);
  for await (const page of memberPages(db, result)) {
    const mails: { id: string; mail: Mail }[] = page
      .filter((member) => canRemind(member, 'liveClasses', now))
      .map((member) => {
        const attended = attendees.has(member.uid);
        const kind = attended ? 'liveReplay' : 'liveMissed';
        return {
          id: replayFollowUpIds.mail(liveClassId, member.uid),
          mail: reminderMail({
            to: member.email,
            uid: member.uid,
            name: member.name,
            kind: 'liveClass',
            subject: notificationText({ kind, title, courseTitle: null }),
            paragraphs: [
              attended ? t.replayEmailBodyAttended(title) : t.replayEmailBodyMissed(title),
            ],
            link: { url, textLabel: t.replayEmailLink, htmlLabel: t.replayEmailLink },
            links,
            now,
          }),
        };
      });
    const sent = await sendOnce(db, mails);
    result.queued += sent.queued;
    result.alreadySent += sent.alreadySent;
  }
  await run.set({ kind: 'liveReplay', liveClassId, finishedAt: now });
  return result;
}
