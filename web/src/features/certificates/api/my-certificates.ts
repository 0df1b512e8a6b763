import { COLLECTIONS, memberCertificateSchema, type MemberCertificate } from '@app/domain';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { schemaConverter, type WithId } from '@/lib/schema-converter';

export type MyCertificate = WithId<MemberCertificate>;

/** More than anyone completes; the rules cap the list at 100. */
const MY_CERTIFICATES_MAX = 100;

/** The member's certificates, newest first, live (one appears when a course is finished). */
export function subscribeMyCertificates(
  uid: string,
  onData: (certificates: MyCertificate[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const q = query(
    collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.certificates).withConverter(
      schemaConverter(memberCertificateSchema),
    ),
    orderBy('issuedAt', 'desc'),
    limit(MY_CERTIFICATES_MAX),
  );
  return onSnapshot(q, (snap) => onData(snap.docs.map((d) => d.data())), onError);
}
