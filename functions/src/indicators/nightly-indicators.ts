import { FUNCTIONS_REGION, SAO_PAULO_TIME_ZONE } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { refreshIndicators } from './refresh-indicators';

// Every night at 2:00 (São Paulo), before the owner's Monday look: members by status and at
// risk, the funnels' classes, the counters checked against their records. Deployed under its first
// name (renaming a deployed function deletes it and creates another).
export const nightlyInsights = onSchedule(
  {
    schedule: 'every day 02:00',
    timeZone: SAO_PAULO_TIME_ZONE,
    region: FUNCTIONS_REGION,
    retryCount: 1,
    timeoutSeconds: 540,
    memory: '1GiB',
  },
  async (event) => {
    const result = await refreshIndicators(db, runTime(event.scheduleTime));
    logger.info('nightlyInsights finished', {
      ...result,
      corrections: result.corrections.length,
    });
    for (const correction of result.corrections) logger.warn('insights corrected', correction);
  },
);
