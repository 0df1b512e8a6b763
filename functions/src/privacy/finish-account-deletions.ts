import { FUNCTIONS_REGION, SAO_PAULO_TIME_ZONE } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db, defaultBucket } from '../common/admin';
import { runTime } from '../common/run-time';
import { runAccountDeletions } from './run-account-deletions';

// Every 15 minutes: an account deletion that stopped midway is finished, so nothing of a member
// who asked to leave stays behind.
export const finishAccountDeletions = onSchedule(
  {
    schedule: 'every 15 minutes',
    timeZone: SAO_PAULO_TIME_ZONE,
    region: FUNCTIONS_REGION,
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async (event) => {
    const result = await runAccountDeletions(
      { db, auth: adminAuth, bucket: defaultBucket() },
      runTime(event.scheduleTime),
    );
    logger.info('finishAccountDeletions finished', result);
  },
);
