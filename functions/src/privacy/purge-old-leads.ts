import { FUNCTIONS_REGION, SAO_PAULO_TIME_ZONE } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { runLeadPurge } from './run-lead-purge';

// Daily at 3:00: leads (the sales page's contact form) are kept 12 months, then deleted.
// A query and batched deletes rather than a TTL policy, so the emulator runs it as production does.
export const purgeOldLeads = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: SAO_PAULO_TIME_ZONE,
    region: FUNCTIONS_REGION,
    retryCount: 1,
  },
  async (event) => {
    const result = await runLeadPurge(db, runTime(event.scheduleTime));
    logger.info('purgeOldLeads finished', result);
  },
);
