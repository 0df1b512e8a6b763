import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../common/admin';
import { issueCertificateIfDone } from './certificate-issuer';

// Completing a course class may complete the course: then its certificate is issued, once.
export const issueCertificate = onDocumentCreated(
  {
    document: `${COLLECTIONS.profiles}/{uid}/${COLLECTIONS.completions}/{classId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const courseId = event.data?.get('courseId') as string | null | undefined;
    if (!courseId) return;
    const { uid } = event.params;
    const result = await issueCertificateIfDone(db, uid, courseId, new Date(event.time));
    logger.debug('issueCertificate', { uid, courseId, result });
  },
);
