import { COLLECTIONS, type Profile } from '@app/domain';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from './admin';

/**
 * What functions read from a profile document. Stored documents are trusted (only functions and
 * the seed write the fields that matter here), but optional ones may be absent in older data.
 */
export type StoredProfile = Partial<Profile> & {
  role: Profile['role'];
  /** When partnerReminders queued each partner e-mail (written by functions only). */
  partnerEmails?: { surveySentAt?: Timestamp; expiryReminderSentAt?: Timestamp };
};

export const profileRef = (uid: string) =>
  db.collection(COLLECTIONS.profiles).doc(uid) as DocumentReference<StoredProfile>;
