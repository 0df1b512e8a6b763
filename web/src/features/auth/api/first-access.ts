import { COLLECTIONS } from '@app/domain';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';

/**
 * First login is over: firestore.rules lets the owner flip firstAccess true -> false together
 * with updatedAt (a server timestamp), nothing else.
 */
export async function markFirstAccessDone(uid: string): Promise<void> {
  await updateDoc(doc(firestore, COLLECTIONS.profiles, uid), {
    firstAccess: false,
    updatedAt: serverTimestamp(),
  });
}
