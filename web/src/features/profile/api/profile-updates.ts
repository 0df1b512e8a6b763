// Writes to the owner's profiles/{uid}. Each touches only keys firestore.rules lets the owner
// change (PROFILE_OWNER_EDITABLE_KEYS), with updatedAt as the server time the rules demand.
import {
  COLLECTIONS,
  type EmailPreferenceKey,
  type PROFILE_OWNER_EDITABLE_KEYS,
} from '@app/domain';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

type OwnerEditableKey = (typeof PROFILE_OWNER_EDITABLE_KEYS)[number];

export type ProfileDetails = {
  name: string;
  /** null when left empty (the field is optional in the data model). */
  phone: string | null;
  profession: string | null;
  interests: string[];
};

function ownProfile(uid: string) {
  return doc(firestore, COLLECTIONS.profiles, uid);
}

async function updateOwnProfile(
  uid: string,
  changes: Partial<Record<Exclude<OwnerEditableKey, 'updatedAt'>, unknown>>,
): Promise<void> {
  await updateDoc(ownProfile(uid), { ...changes, updatedAt: serverTimestamp() });
}

/** The profile form's fields (name, phone, profession, interest themes). */
export function saveProfileDetails(uid: string, details: ProfileDetails) {
  return updateOwnProfile(uid, details);
}

/** The avatar's download URL, after the upload to avatars/{uid}/... */
export function saveAvatarUrl(uid: string, avatarUrl: string) {
  return updateOwnProfile(uid, { avatarUrl });
}

/** Cancellation by the user: cancelled goes false -> true, never back from the client. */
export function cancelOwnSubscription(uid: string) {
  return updateOwnProfile(uid, { cancelled: true });
}

/** One 'Notificações por e-mail' switch, saved on its own (the others stay as they are). */
export async function saveEmailPreference(uid: string, key: EmailPreferenceKey, on: boolean) {
  await updateDoc(ownProfile(uid), {
    [`emailPreferences.${key}`]: on,
    updatedAt: serverTimestamp(),
  });
}
