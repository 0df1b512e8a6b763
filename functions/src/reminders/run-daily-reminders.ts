import {
  ACCESS_ENDING_NOTICE_DAYS,
  addDays,
  COLLECTIONS,
  CONTINUE_REMINDER_EVERY_DAYS,
  INACTIVE_DAYS_BEFORE_REMINDER,
  longPtBrDate,
  reminderEmailMessages as t,
  saoPauloToday,
} from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  canRemind,
  countReads,
  memberPages,
  type ReadTally,
  type ReminderMember,
} from './member-pages';
import { memberPageUrl } from './reminder-links';
import { reminderMail, type ReminderLinks } from './reminder-mail';
import { isAlreadyExists } from '../common/create-once';
import { mailRef, sendOnce, type SendTally } from './send-once';

/** Members written at once (one small batch each). */
const CONCURRENT_BATCHES = 25;

export interface DailyRemindersResult {
  continueStudying: SendTally & ReadTally & { candidates: number };
  accessEnding: SendTally & ReadTally & { candidates: number };
}

/**
 * Idle for 14 days: the last day they opened a class (or, never having opened one, the day they
 * joined) is 14 or more days back; and no 'continue studying' e-mail in the last 30 days.
 */
export function dueToContinue(member: ReminderMember, today: string): boolean {
  const joined = member.createdAt ? saoPauloToday(member.createdAt.toDate()) : today;
  const lastActive = member.lastActiveOn ?? joined;
  const lastReminder = member.reminders?.continueStudyingOn ?? null;
  return (
    lastActive <= addDays(today, -INACTIVE_DAYS_BEFORE_REMINDER) &&
    (lastReminder === null || lastReminder <= addDays(today, -CONTINUE_REMINDER_EVERY_DAYS))
  );
}

/** Access that ends without renewing: a grant without a plan, or a cancelled subscription. */
export function endsWithoutRenewal(member: ReminderMember): boolean {
  return member.validUntil !== null && (member.plan === '' || member.renewalStopped);
}

/**
 * One run of the daily reminders at `now`:
 * - 'Continue de onde parou': members with access idle for 14 days get the class they last opened
 *   (their newest recent view) or the newest weekly class; the e-mail and the profile's
 *   reminders.continueStudyingOn are one batch under the id `continue-{day}-{uid}`, so a second
 *   run that day sends nothing and the next 30 days see the mark.
 * - 'Seu acesso termina em {data}': members whose access ends within 7 days and will not renew,
 *   read by an indexed validUntil range; once per end date (`access-ending-{date}-{uid}`).
 */
export async function runDailyReminders(
  db: Firestore,
  now: Date,
  links: ReminderLinks,
): Promise<DailyRemindersResult> {
  return {
    continueStudying: await remindToContinue(db, now, links),
    accessEnding: await remindAccessEnding(db, now, links),
  };
}

async function remindToContinue(db: Firestore, now: Date, links: ReminderLinks) {
  const today = saoPauloToday(now);
  const tally = { candidates: 0, queued: 0, alreadySent: 0, reads: 0 };
  let newestWeekly: { title: string; slug: string } | null | undefined;
  const fallback = async () => {
    if (newestWeekly !== undefined) return newestWeekly;
    const snap = await db
      .collection(COLLECTIONS.classes)
      .where('type', '==', 'SEMANAL')
      .orderBy('createdAt', 'desc')
      .limit(1)
      .get();
    countReads(tally, snap.size);
    const cls = snap.docs[0];
    newestWeekly = cls ? { title: String(cls.get('title')), slug: String(cls.get('slug')) } : null;
    return newestWeekly;
  };

  for await (const page of memberPages(db, tally)) {
    const due = page.filter(
      (member) => canRemind(member, 'studyReminders', now) && dueToContinue(member, today),
    );
    tally.candidates += due.length;
    for (let i = 0; i < due.length; i += CONCURRENT_BATCHES) {
      const outcomes = await Promise.all(
        due.slice(i, i + CONCURRENT_BATCHES).map(async (member) => {
          const profile = db.collection(COLLECTIONS.profiles).doc(member.uid);
          const last = await profile
            .collection(COLLECTIONS.recentViews)
            .orderBy('viewedAt', 'desc')
            .limit(1)
            .get();
          countReads(tally, last.size);
          const view = last.docs[0];
          const target = view
            ? { title: String(view.get('title')), slug: String(view.get('slug')), last: true }
            : await fallback().then((cls) => (cls ? { ...cls, last: false } : null));
          if (!target) return 'nothing';
          const batch = db.batch();
          batch.create(
            mailRef(db, `continue-${today}-${member.uid}`),
            reminderMail({
              to: member.email,
              uid: member.uid,
              name: member.name,
              kind: 'continueStudying',
              subject: t.continueStudying.subject(target.title),
              paragraphs: [
                target.last
                  ? t.continueStudying.bodyLast(target.title)
                  : t.continueStudying.bodyNewest(target.title),
              ],
              link: {
                url: memberPageUrl.classPage(links, target.slug),
                textLabel: t.continueStudying.link,
                htmlLabel: t.continueStudying.link,
              },
              links,
              now,
            }),
          );
          batch.update(profile, { 'reminders.continueStudyingOn': today });
          try {
            await batch.commit();
            return 'queued';
          } catch (error) {
            if (isAlreadyExists(error)) return 'already';
            throw error;
          }
        }),
      );
      tally.queued += outcomes.filter((o) => o === 'queued').length;
      tally.alreadySent += outcomes.filter((o) => o === 'already').length;
    }
  }
  return tally;
}

async function remindAccessEnding(db: Firestore, now: Date, links: ReminderLinks) {
  const tally = { candidates: 0, queued: 0, alreadySent: 0, reads: 0 };
  const pages = memberPages(db, tally, (profiles) =>
    profiles
      .where('validUntil', '>', Timestamp.fromDate(now))
      .where(
        'validUntil',
        '<=',
        Timestamp.fromMillis(now.getTime() + ACCESS_ENDING_NOTICE_DAYS * 86_400_000),
      )
      .orderBy('validUntil'),
  );
  for await (const page of pages) {
    const due = page.filter(
      (member) => canRemind(member, 'studyReminders', now) && endsWithoutRenewal(member),
    );
    tally.candidates += due.length;
    const sent = await sendOnce(
      db,
      due.map((member) => {
        const endDay = saoPauloToday(member.validUntil!.toDate());
        const date = longPtBrDate(endDay);
        return {
          id: `access-ending-${endDay}-${member.uid}`,
          mail: reminderMail({
            to: member.email,
            uid: member.uid,
            name: member.name,
            kind: 'accessEnding',
            subject: t.accessEnding.subject(date),
            paragraphs: [t.accessEnding.body(date)],
            link: {
              url: memberPageUrl.plans(links),
              textLabel: t.accessEnding.link,
              htmlLabel: t.accessEnding.link,
            },
            links,
            now,
          }),
        };
      }),
    );
    tally.queued += sent.queued;
    tally.alreadySent += sent.alreadySent;
  }
  return tally;
}
