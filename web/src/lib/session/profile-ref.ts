import { COLLECTIONS, profileSchema, type Profile } from '@app/domain';
import {
  doc,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';

/**
 * profiles/{uid} read through the domain schema, so a malformed document fails loudly here
 * instead of as a crash deep inside a screen. Writes go through field updates, never setDoc.
 */
const profileConverter: FirestoreDataConverter<Profile> = {
  toFirestore: (profile) => profile,
  // 'estimate': right after the owner's own write, the cached snapshot holds a pending
  // serverTimestamp(); without an estimate it reads as null and the required updatedAt would
  // fail the schema for that one snapshot.
  fromFirestore: (snapshot, options) =>
    profileSchema.parse(snapshot.data({ ...options, serverTimestamps: 'estimate' })),
};

export function profileRef(firestore: Firestore, uid: string): DocumentReference<Profile> {
  return doc(firestore, COLLECTIONS.profiles, uid).withConverter(profileConverter);
}
