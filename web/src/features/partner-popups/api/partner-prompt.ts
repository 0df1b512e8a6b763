// profiles/{uid}.partnerPrompt: the expiry modal's memory, kept in the profile so a choice made
// on one device holds on the others. The whole map is written each time (the rules accept only
// {continuedAt?, remindAfter?} timestamps); the modal only shows while continuedAt is empty, so
// rewriting continuedAt as null when snoozing loses nothing.
import { COLLECTIONS, remindLaterUntil } from '@app/domain';
import { doc, serverTimestamp, Timestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

function writePrompt(uid: string, partnerPrompt: { continuedAt: unknown; remindAfter: unknown }) {
  return updateDoc(doc(firestore, COLLECTIONS.profiles, uid), {
    partnerPrompt,
    updatedAt: serverTimestamp(),
  });
}

/** 'Continue': the expiry modal never shows again. */
export function markContinued(uid: string) {
  return writePrompt(uid, { continuedAt: serverTimestamp(), remindAfter: null });
}

/** 'Remind later': suppressed for 24 h from `now`. */
export function remindLater(uid: string, now: Date) {
  return writePrompt(uid, {
    continuedAt: null,
    remindAfter: Timestamp.fromDate(remindLaterUntil(now)),
  });
}

/** A remind-later time that has passed is cleared. */
export function clearRemindAfter(uid: string) {
  return writePrompt(uid, { continuedAt: null, remindAfter: null });
}
