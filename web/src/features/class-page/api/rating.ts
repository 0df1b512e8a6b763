import { COLLECTIONS, ratingSchema } from '@app/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveDoc } from '@/lib/firestore-reads';
import { mapRead } from '@/lib/use-read';

const ratingRef = (classId: string, uid: string) =>
  doc(firestore, COLLECTIONS.classes, classId, COLLECTIONS.ratings, uid);

/** The user's own rating of the class (1..5), or null, live; nobody reads others' ratings. */
export const liveOwnRating = (classId: string, uid: string) =>
  mapRead(
    liveDoc(ratingSchema, ratingRef(classId, uid)),
    'value',
    (rating) => rating?.value ?? null,
  );

/** One document per user and class: saving again updates it (an upsert). */
export function saveRating(classId: string, uid: string, value: number) {
  return setDoc(ratingRef(classId, uid), { userId: uid, value, updatedAt: serverTimestamp() });
}
