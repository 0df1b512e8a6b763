import { COLLECTIONS, memberCertificateSchema } from '@app/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveList, readList } from '@/lib/firestore-reads';

/** More than anyone completes; the rules cap a certificates list at 100 (certificatesListMax). */
const CERTIFICATES_MAX = 100;

const certificatesKey = (uid: string) =>
  `profiles/${uid}/certificates?by=issuedAt-desc&limit=${CERTIFICATES_MAX}`;
const certificatesQuery = (uid: string) =>
  query(
    collection(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.certificates),
    orderBy('issuedAt', 'desc'),
    limit(CERTIFICATES_MAX),
  );

/**
 * A member's certificates, newest first: live for the member's own page (one appears when a
 * course is finished), once for the admin's console.
 */
export const liveCertificatesOf = (uid: string) =>
  liveList(certificatesKey(uid), memberCertificateSchema, certificatesQuery(uid));
export const readCertificatesOf = (uid: string) =>
  readList(certificatesKey(uid), memberCertificateSchema, certificatesQuery(uid));
