import {
  classesLeft,
  COLLECTIONS,
  goalWeekOf,
  weeklyGoalEmailMessages as t,
  weeklyGoalView,
} from '@app/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { queryPages } from '../common/query-pages';
import {
  canRemind,
  countReads,
  MEMBER_PAGE_SIZE,
  REMINDER_FIELDS,
  toMember,
  type ReadTally,
} from '../reminders/member-pages';
import { memberPageUrl } from '../reminders/reminder-links';
import { reminderMail, type ReminderLinks } from '../reminders/reminder-mail';
import { sendOnce, type SendTally } from '../reminders/send-once';
import { stateOf } from './weekly-goal-store';

/** The newest weekly classes the 'next class' is picked among (one read for the whole run). */
const NEXT_CLASS_CANDIDATES = 10;

export type WeeklyGoalNudgeResult = SendTally &
  ReadTally & { goals: number; behind: number; skipped?: 'already-ran' };

/** mail/{id} of a member's nudge: one per São Paulo week. */
export const nudgeMailId = (week: string, uid: string) => `weekly-goal-${week}-${uid}`;

/**
 * One run of the Friday nudge at `now` (18:00 in São Paulo):
 * - pages through the 'Meta da semana' documents (collection group, document-id order, pages of
 *   500, resuming after the last one): the members who ever counted a class or picked a goal,
 *   never the whole member base;
 * - keeps those with a goal picked and behind this week, and reads their profiles (one getAll
 *   per page, the reminder fields only): with access, an address, not the team, and the
 *   'Lembretes para continuar estudando' switch on;
 * - the next class to watch: the newest weekly class they have not completed, among the 10 newest
 *   (read once per run), by one bounded `in` query on their completions;
 * - 'Faltam {N} aulas para sua meta da semana' under the id weekly-goal-{week}-{uid}, create-only:
 *   a second run that week (a retry, an overlap) sends nothing again. A sweep that finished is
 *   recorded in reminderRuns/weekly-goal-{week}, so later runs that week read nothing.
 */
export async function runWeeklyGoalNudge(
  db: Firestore,
  now: Date,
  links: ReminderLinks,
): Promise<WeeklyGoalNudgeResult> {
  const week = goalWeekOf(now);
  const tally: WeeklyGoalNudgeResult = { goals: 0, behind: 0, queued: 0, alreadySent: 0, reads: 0 };
  const run = db.collection(COLLECTIONS.reminderRuns).doc(`weekly-goal-${week}`);
  const ran = await run.get();
  countReads(tally, 1);
  if (ran.exists) return { ...tally, skipped: 'already-ran' };

  const newest = await db
    .collection(COLLECTIONS.classes)
    .where('type', '==', 'SEMANAL')
    .orderBy('createdAt', 'desc')
    .limit(NEXT_CLASS_CANDIDATES)
    .select('title', 'slug')
    .get();
  countReads(tally, newest.size);
  const classes = newest.docs.map((doc) => ({
    id: doc.id,
    title: String(doc.get('title') ?? ''),
    slug: String(doc.get('slug') ?? ''),
  }));

  const goals = db
    .collectionGroup(COLLECTIONS.weeklyGoal)
    .orderBy(FieldPath.documentId())
    .select('goal', 'week', 'weekGoal', 'classIds', 'streak', 'history');
  for await (const docs of queryPages(goals, MEMBER_PAGE_SIZE)) {
    countReads(tally, docs.length);
    const behind = docs.flatMap((doc) => {
      const view = weeklyGoalView(stateOf(doc.data()), now);
      if (!view.chosen) return [];
      tally.goals += 1;
      const uid = doc.ref.parent.parent?.id;
      return !view.met && uid ? [{ uid, view }] : [];
    });
    if (behind.length === 0) continue;
    const profiles = await db.getAll(
      ...behind.map(({ uid }) => db.collection(COLLECTIONS.profiles).doc(uid)),
      { fieldMask: [...REMINDER_FIELDS] },
    );
    countReads(tally, profiles.length);
    const due = behind.flatMap(({ uid, view }, index) => {
      const profile = profiles[index];
      if (!profile?.exists) return [];
      const member = toMember(uid, profile.data() ?? {});
      return canRemind(member, 'studyReminders', now) ? [{ member, view }] : [];
    });
    tally.behind += due.length;
    const mails = await Promise.all(
      due.map(async ({ member, view }) => {
        const next = await nextClass(db, member.uid, classes, tally);
        const left = classesLeft(view);
        return {
          id: nudgeMailId(week, member.uid),
          mail: reminderMail({
            to: member.email,
            uid: member.uid,
            name: member.name,
            kind: 'weeklyGoal',
            subject: t.subject(left),
            paragraphs: [t.progress(view.count, view.goal), ...(next ? [t.next(next.title)] : [])],
            link: next
              ? {
                  url: memberPageUrl.classPage(links, next.slug),
                  textLabel: t.nextLink,
                  htmlLabel: t.nextLink,
                }
              : {
                  url: memberPageUrl.dashboard(links),
                  textLabel: t.dashboardLink,
                  htmlLabel: t.dashboardLink,
                },
            links,
            now,
          }),
        };
      }),
    );
    const sent = await sendOnce(db, mails);
    tally.queued += sent.queued;
    tally.alreadySent += sent.alreadySent;
  }
  await run.set({ finishedAt: now, ...tally });
  return tally;
}

/** The newest of `classes` the member has not completed (one query, at most 10 documents). */
async function nextClass(
  db: Firestore,
  uid: string,
  classes: readonly { id: string; title: string; slug: string }[],
  tally: ReadTally,
) {
  if (classes.length === 0) return null;
  const done = await db
    .collection(COLLECTIONS.profiles)
    .doc(uid)
    .collection(COLLECTIONS.completions)
    .where(
      FieldPath.documentId(),
      'in',
      classes.map((c) => c.id),
    )
    .select()
    .get();
  countReads(tally, done.size);
  const completed = new Set(done.docs.map((doc) => doc.id));
  return classes.find((c) => !completed.has(c.id)) ?? null;
}
