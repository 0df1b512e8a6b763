import {
  COLLECTIONS,
  memberCertificateSchema,
  revokeCertificateCallable,
  type MemberCertificate,
  type RevokeCertificateInput,
  type RevokeCertificateOutput,
} from '@app/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readList } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';

export type MemberCertificateRow = WithId<MemberCertificate>;

/** A member's certificates, newest first (admins may read them; the rules cap a list at 100). */
export const memberCertificates = (uid: string) =>
  readList(
    `profiles/${uid}/certificates?by=issuedAt-desc&limit=100`,
    memberCertificateSchema,
    query(
      collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.certificates),
      orderBy('issuedAt', 'desc'),
      limit(100),
    ),
  );

/** revokeCertificate (contract in @app/domain): admins only, with the reason. */
export async function revokeMemberCertificate(
  input: RevokeCertificateInput,
): Promise<RevokeCertificateOutput> {
  return callFunction(revokeCertificateCallable, input);
}
