import { COLLECTIONS, FUNCTIONS_REGION } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { defaultBucket } from '../common/admin';
import { appUrl } from '../common/app-url';
import { storeCertificatePdf } from './certificate-file';

// A certificate issued (the member's copy created) gets its PDF, rendered and stored once.
export const renderCertificatePdf = onDocumentCreated(
  {
    document: `${COLLECTIONS.profiles}/{uid}/${COLLECTIONS.certificates}/{courseId}`,
    region: FUNCTIONS_REGION,
  },
  async (event) => {
    if (!event.data) return;
    const { uid, courseId } = event.params;
    const result = await storeCertificatePdf(event.data.ref, uid, defaultBucket(), appUrl());
    logger.debug('renderCertificatePdf', { uid, courseId, result });
  },
);
