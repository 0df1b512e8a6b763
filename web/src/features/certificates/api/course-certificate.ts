import { COLLECTIONS, memberCertificateSchema } from '@app/domain';
import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter } from '@/lib/schema-converter';
import type { MyCertificate } from './my-certificates';

/** Live: the member's certificate for one course (its id is the course's), or null. */
export function subscribeCourseCertificate(
  uid: string,
  courseId: string,
  onData: (certificate: MyCertificate | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const ref = doc(
    firestore,
    COLLECTIONS.profiles,
    uid,
    COLLECTIONS.certificates,
    courseId,
  ).withConverter(schemaConverter(memberCertificateSchema));
  return onSnapshot(ref, (snap) => onData(snap.exists() ? snap.data() : null), onError);
}
