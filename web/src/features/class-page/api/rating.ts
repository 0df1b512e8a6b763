import { COLLECTIONS } from '@app/domain';
import { doc, onSnapshot, serverTimestamp, setDoc, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

const ratingRef = (classId: string, uid: string) =>
  doc(firestore, COLLECTIONS.classes, classId, COLLECTIONS.ratings, uid);

/** The user's own rating of the class (1..5), or null; nobody reads other users' ratings. */
export function subscribeOwnRating(
  classId: string,
  uid: string,
  onData: (value: number | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    ratingRef(classId, uid),
    (snap) => {
      const value: unknown = snap.get('value');
      onData(typeof value === 'number' ? value : null);
    },
    onError,
  );
}

/** One document per user and class: saving again updates it (an upsert). */
export function saveRating(classId: string, uid: string, value: number) {
  return setDoc(ratingRef(classId, uid), { userId: uid, value, updatedAt: serverTimestamp() });
}
