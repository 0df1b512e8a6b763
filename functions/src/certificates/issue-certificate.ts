import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../common/admin';
import { isRecent } from '../common/is-recent';
import { issueCertificateIfDone } from './certificate-issuer';

/** A completion dated more than this before its event was seeded or imported, not made now. */
const COMPLETION_MAX_AGE_MS = 60 * 60 * 1000;

// Completing a course class may complete the course: then its certificate is issued, once.
export const issueCertificate = onDocumentCreated(
  {
    document: `${COLLECTIONS.profiles}/{uid}/${COLLECTIONS.completions}/{classId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    const courseId = event.data?.get('courseId') as string | null | undefined;
    if (!courseId) return;
    const completedAt = (event.data?.get('completedAt') as Timestamp | undefined)?.toDate() ?? null;
    if (!isRecent(completedAt, new Date(event.time), COMPLETION_MAX_AGE_MS)) return;
    const { uid } = event.params;
    const result = await issueCertificateIfDone(db, uid, courseId, new Date(event.time));
    logger.debug('issueCertificate', { uid, courseId, result });
  },
);
