import { COLLECTIONS, memberCertificateSchema } from '@app/domain';
import { doc } from 'firebase/firestore';
import { firestore } from '@/lib/firestore';
import { liveDoc } from '@/lib/firestore-reads';

/** Live: the member's certificate for one course (its id is the course's), or null. */
export const liveCourseCertificate = (uid: string, courseId: string) =>
  liveDoc(
    memberCertificateSchema,
    doc(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.certificates, courseId),
  );
