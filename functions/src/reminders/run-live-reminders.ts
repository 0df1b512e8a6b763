import {
  COLLECTIONS,
  LIVE_REMINDER_LEAD_MINUTES,
  reminderEmailMessages as t,
  SAO_PAULO_TIME_ZONE,
} from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { canRemind, countReads, memberPages, type ReadTally } from './member-pages';
import { memberPageUrl } from './reminder-links';
import { reminderMail, type ReminderLinks } from './reminder-mail';
import { sendOnce, type SendTally } from './send-once';

/** Live classes read per run: far more than ever start within one hour. */
const PER_RUN_MAX = 20;

export type LiveRemindersResult = { classes: number; skippedDone: number } & SendTally & ReadTally;

const timeOf = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SAO_PAULO_TIME_ZONE,
});

/**
 * One run of the 'Aula ao vivo em 1 hora' e-mails at `now`: for each live class starting within
 * the hour, one e-mail per member with access and 'Lembretes de aulas ao vivo' on. The period is
 * the class's start time: mail ids `live-{classId}-{startsAt}-{uid}` send once per class and time
 * however often or late the job runs, a class moved later is reminded again at its new time, and
 * a deleted (cancelled) class is simply not found. A finished sweep is recorded in
 * reminderRuns/{same key}, so the runs of the hour before the class do not re-read the members.
 */
export async function runLiveReminders(
  db: Firestore,
  now: Date,
  links: ReminderLinks,
): Promise<LiveRemindersResult> {
  const soon = await db
    .collection(COLLECTIONS.liveClasses)
    .where('startsAt', '>', Timestamp.fromDate(now))
    .where(
      'startsAt',
      '<=',
      Timestamp.fromMillis(now.getTime() + LIVE_REMINDER_LEAD_MINUTES * 60_000),
    )
    .limit(PER_RUN_MAX)
    .get();
  const result: LiveRemindersResult = {
    classes: 0,
    skippedDone: 0,
    queued: 0,
    alreadySent: 0,
    reads: 0,
  };
  countReads(result, soon.size);
  for (const live of soon.docs) {
    const startsAt = (live.get('startsAt') as Timestamp).toDate();
    const key = `live-${live.id}-${startsAt.getTime()}`;
    const run = db.collection(COLLECTIONS.reminderRuns).doc(key);
    countReads(result, 1);
    if ((await run.get()).exists) {
      result.skippedDone += 1;
      continue;
    }
    result.classes += 1;
    const title = String(live.get('title'));
    for await (const page of memberPages(db, result)) {
      const sent = await sendOnce(
        db,
        page
          .filter((member) => canRemind(member, 'liveClasses', now))
          .map((member) => ({
            id: `${key}-${member.uid}`,
            mail: reminderMail({
              to: member.email,
              uid: member.uid,
              name: member.name,
              kind: 'liveClass',
              subject: t.liveClass.subject(title),
              paragraphs: [t.liveClass.body(title, timeOf.format(startsAt))],
              link: {
                url: memberPageUrl.dashboard(links),
                textLabel: t.liveClass.link,
                htmlLabel: t.liveClass.link,
              },
              links,
              now,
            }),
          })),
      );
      result.queued += sent.queued;
      result.alreadySent += sent.alreadySent;
    }
    await run.set({ kind: 'liveClass', liveClassId: live.id, startsAt, finishedAt: now });
  }
  return result;
}
