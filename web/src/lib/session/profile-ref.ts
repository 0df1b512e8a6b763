import { COLLECTIONS, profileSchema } from '@app/domain';
import { doc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';

const profileConverter = schemaConverter(profileSchema);

/**
 * profiles/{uid} read through the domain schema, so a malformed document fails loudly here
 * instead of as a crash deep inside a screen. Writes go through field updates, never setDoc.
 */
export function profileRef(uid: string) {
  return doc(firestore, COLLECTIONS.profiles, uid).withConverter(profileConverter);
}
