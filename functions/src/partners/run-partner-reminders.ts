import {
  COLLECTIONS,
  partnerEmailsDue,
  partnerTimeline,
  type Mail,
  type PartnerEmailKind,
} from '@app/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { StoredProfile } from '../common/profiles';
import { partnerEmail } from './partner-emails';

export interface PartnerRemindersResult {
  /** Partner-gift profiles looked at. */
  checked: number;
  queued: Record<PartnerEmailKind, number>;
}

/** Where on the profile each stage is recorded once its e-mail is queued. */
const SENT_FIELD: Record<PartnerEmailKind, string> = {
  survey: 'partnerEmails.surveySentAt',
  expiryReminder: 'partnerEmails.expiryReminderSentAt',
};

/**
 * One run of the partner reminders at `now`: queues the satisfaction-survey and expiry-reminder
 * e-mails that are due (partnerEmailsDue) as `mail` documents and records each on the profile,
 * so later runs send nothing new. Kept apart from the schedule so tests can pick "now".
 */
export async function runPartnerReminders(
  db: Firestore,
  now: Date,
  options: { appUrl?: string | undefined } = {},
): Promise<PartnerRemindersResult> {
  // Equality filters only: served by single-field indexes, no composite index needed.
  const candidates = await db
    .collection(COLLECTIONS.profiles)
    .where('isTemporary', '==', true)
    .where('isPartner', '==', true)
    .where('plan', '==', '')
    .get();

  const result: PartnerRemindersResult = { checked: 0, queued: { survey: 0, expiryReminder: 0 } };
  for (const doc of candidates.docs) {
    const profile = doc.data() as StoredProfile;
    if (!partnerTimeline(profile, now)) continue;
    result.checked += 1;
    // Cheap pre-check without reading the survey: nothing due even if no survey exists.
    if (partnerEmailsDue(profile, false, now).length === 0) continue;
    const sent = await queueDueEmails(
      db,
      doc.ref as DocumentReference<StoredProfile>,
      now,
      options.appUrl,
    );
    for (const kind of sent) result.queued[kind] += 1;
  }
  return result;
}

/**
 * Re-reads the profile and the survey in a transaction and writes the due e-mails together with
 * the "sent" marks: two overlapping runs cannot both send, and a failed write sends nothing.
 */
async function queueDueEmails(
  db: Firestore,
  ref: DocumentReference<StoredProfile>,
  now: Date,
  appUrl: string | undefined,
): Promise<PartnerEmailKind[]> {
  return db.runTransaction(async (tx) => {
    const profile = (await tx.get(ref)).data();
    if (!profile?.email) return [];
    const survey = await tx.get(db.collection(COLLECTIONS.partnerSurveys).doc(ref.id));
    const due = partnerEmailsDue(profile, survey.exists, now);
    const timeline = partnerTimeline(profile, now);
    if (due.length === 0 || !timeline) return [];

    const marks: Record<string, Timestamp> = {};
    for (const kind of due) {
      const mail: Mail = {
        to: profile.email,
        message: partnerEmail(kind, {
          name: profile.name ?? '',
          daysRemaining: timeline.daysRemaining,
          appUrl,
        }),
      };
      tx.create(db.collection(COLLECTIONS.mail).doc(), mail);
      marks[SENT_FIELD[kind]] = Timestamp.fromDate(now);
    }
    tx.update(ref, marks);
    return due;
  });
}
