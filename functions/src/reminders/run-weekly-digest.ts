import { COLLECTIONS, reminderEmailMessages as t, saoPauloWeek } from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { canRemind, countReads, memberPages, type ReadTally } from './member-pages';
import { memberPageUrl } from './reminder-links';
import { reminderMail, type ReminderLinks } from './reminder-mail';
import { sendOnce, type SendTally } from './send-once';

const WEEK_MS = 7 * 86_400_000;
/** Classes listed at most (a week never has more; the e-mail stays readable). */
const DIGEST_CLASSES_MAX = 30;

export type DigestResult = ({ skipped: 'nothing-new' } | ({ classes: number } & SendTally)) & {
  members: number;
} & ReadTally;

/** The digest's period: the Monday (São Paulo) of `now`'s week, YYYY-MM-DD. */
export const digestWeek = (now: Date): string => saoPauloWeek(now);

/**
 * One run of the weekly digest at `now`: the weekly classes and insights created in the last 7
 * days, in one e-mail per member with access and 'Novas aulas' on; nothing at all in a week
 * without news. Mail ids `digest-{monday}-{uid}` make a second run of the week queue nothing, and
 * a finished sweep is recorded in reminderRuns/digest-{monday}, so a later run reads no members.
 */
export async function runWeeklyDigest(
  db: Firestore,
  now: Date,
  links: ReminderLinks,
): Promise<DigestResult> {
  const read: ReadTally = { reads: 0 };
  const recent = await db
    .collection(COLLECTIONS.classes)
    .where('createdAt', '>', Timestamp.fromMillis(now.getTime() - WEEK_MS))
    .where('createdAt', '<=', Timestamp.fromDate(now))
    .orderBy('createdAt', 'desc')
    .limit(DIGEST_CLASSES_MAX)
    .get();
  countReads(read, recent.size);
  const classes = recent.docs
    .map((doc) => doc.data())
    .filter((cls) => cls.type === 'SEMANAL' || cls.type === 'INSIGHT');
  if (classes.length === 0) return { skipped: 'nothing-new', members: 0, ...read };

  const week = digestWeek(now);
  const run = db.collection(COLLECTIONS.reminderRuns).doc(`digest-${week}`);
  countReads(read, 1);
  if ((await run.get()).exists) {
    return { classes: classes.length, members: 0, queued: 0, alreadySent: 0, ...read };
  }
  const items = classes.map((cls) =>
    t.digest.item(
      String(cls.title),
      cls.type === 'INSIGHT' ? t.digest.kindInsight : t.digest.kindWeekly,
    ),
  );
  const tally: SendTally = { queued: 0, alreadySent: 0 };
  let members = 0;
  for await (const page of memberPages(db, read)) {
    const mails = page
      .filter((member) => canRemind(member, 'newClasses', now))
      .map((member) => ({
        id: `digest-${week}-${member.uid}`,
        mail: reminderMail({
          to: member.email,
          uid: member.uid,
          name: member.name,
          kind: 'digest',
          subject: t.digest.subject(classes.length),
          paragraphs: [t.digest.intro, ...items.map((item) => `• ${item}`)],
          link: {
            url: memberPageUrl.dashboard(links),
            textLabel: t.digest.link,
            htmlLabel: t.digest.link,
          },
          links,
          now,
        }),
      }));
    members += mails.length;
    const sent = await sendOnce(db, mails);
    tally.queued += sent.queued;
    tally.alreadySent += sent.alreadySent;
  }
  await run.set({ kind: 'digest', week, finishedAt: now, members, ...tally });
  return { classes: classes.length, members, ...tally, ...read };
}
