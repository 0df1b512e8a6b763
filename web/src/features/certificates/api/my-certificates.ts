import { COLLECTIONS, memberCertificateSchema, type MemberCertificate } from '@app/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList } from '@/lib/firestore-reads';
import type { WithId } from '@/lib/schema-converter';

export type MyCertificate = WithId<MemberCertificate>;

/** More than anyone completes; the rules cap the list at 100. */
const MY_CERTIFICATES_MAX = 100;

/** The member's certificates, newest first, live (one appears when a course is finished). */
export const liveMyCertificates = (uid: string) =>
  liveList(
    `profiles/${uid}/certificates?by=issuedAt-desc&limit=${MY_CERTIFICATES_MAX}`,
    memberCertificateSchema,
    query(
      collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.certificates),
      orderBy('issuedAt', 'desc'),
      limit(MY_CERTIFICATES_MAX),
    ),
  );
