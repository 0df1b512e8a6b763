import {
  COLLECTIONS,
  hasAccess,
  REPLY_EMAIL_EVERY_MINUTES,
  reminderEmailMessages as t,
  wantsEmail,
  type EmailPreferences,
} from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { replyRecipients } from '../notifications/reply-recipients';
import { memberPageUrl } from './reminder-links';
import { reminderMail, type ReminderLinks } from './reminder-mail';

/** The most replies of one thread whose authors may be e-mailed. */
const REPLIERS_READ_MAX = 500;

export interface ReplyEmailInput {
  classId: string;
  commentId: string;
  replyId: string;
  reply: { userId: string; userName: string; text: string };
}

export type ReplyEmailOutcome =
  | 'queued'
  | 'throttled'
  | 'switched-off'
  | 'no-address'
  | 'no-access';

/**
 * E-mails a reply to the thread's author and its other repliers (not the one replying): at most
 * one e-mail per thread and member an hour, however many replies arrive. Per recipient, one
 * transaction reads replyEmailThrottles/{uid}_{commentId} and, if the last e-mail is older than
 * an hour, creates `mail/reply-{replyId}-{uid}` and moves the mark, so a repeated event or two
 * replies at once send one e-mail.
 */
export async function queueReplyEmails(
  db: Firestore,
  input: ReplyEmailInput,
  now: Date,
  links: ReminderLinks,
): Promise<Record<string, ReplyEmailOutcome>> {
  const commentRef = db
    .collection(COLLECTIONS.classes)
    .doc(input.classId)
    .collection(COLLECTIONS.comments)
    .doc(input.commentId);
  const [comment, repliers] = await Promise.all([
    commentRef.get(),
    commentRef.collection(COLLECTIONS.replies).select('userId').limit(REPLIERS_READ_MAX).get(),
  ]);
  if (!comment.exists) return {};
  const recipients = replyRecipients(
    String(comment.get('userId') ?? ''),
    repliers.docs.map((doc) => String(doc.get('userId') ?? '')),
    input.reply.userId,
  );
  const classTitle = String(comment.get('classTitle') ?? '');
  const classSlug = String(comment.get('classSlug') ?? '');
  const outcomes: Record<string, ReplyEmailOutcome> = {};
  await Promise.all(
    recipients.map(async (uid) => {
      outcomes[uid] = await db.runTransaction(async (tx) => {
        const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
        const throttleRef = db
          .collection(COLLECTIONS.replyEmailThrottles)
          .doc(`${uid}_${input.commentId}`);
        const [profile, throttle] = await Promise.all([tx.get(profileRef), tx.get(throttleRef)]);
        const email = profile.get('email') as string | undefined;
        if (!profile.exists || !email) return 'no-address';
        const role = String(profile.get('role') ?? '');
        if (
          !hasAccess(
            { role, cancelled: profile.get('cancelled'), validUntil: profile.get('validUntil') },
            now,
          )
        ) {
          return 'no-access';
        }
        if (
          !wantsEmail(profile.get('emailPreferences') as EmailPreferences | undefined, 'replies')
        ) {
          return 'switched-off';
        }
        const last = (throttle.get('sentAt') as Timestamp | undefined)?.toMillis() ?? 0;
        if (now.getTime() - last < REPLY_EMAIL_EVERY_MINUTES * 60_000) return 'throttled';
        tx.create(
          db.collection(COLLECTIONS.mail).doc(`reply-${input.replyId}-${uid}`),
          reminderMail({
            to: email,
            uid,
            name: String(profile.get('name') ?? ''),
            kind: 'reply',
            subject: t.reply.subject(classTitle),
            paragraphs: [
              t.reply.body(input.reply.userName, classTitle),
              t.reply.excerpt(input.reply.text),
            ],
            link: {
              url: memberPageUrl.classPage(links, classSlug),
              textLabel: t.reply.link,
              htmlLabel: t.reply.link,
            },
            links,
            now,
          }),
        );
        tx.set(throttleRef, { sentAt: Timestamp.fromDate(now), replyId: input.replyId });
        return 'queued';
      });
    }),
  );
  return outcomes;
}
