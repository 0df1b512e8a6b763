import { FUNCTIONS_REGION, SAO_PAULO_TIME_ZONE } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { runPartnerReminders } from './run-partner-reminders';

// Hourly, like the web's popup check (PARTNER_POPUP_CHECK_MS), on the São Paulo clock.
export const partnerReminders = onSchedule(
  {
    schedule: 'every 1 hours',
    timeZone: SAO_PAULO_TIME_ZONE,
    region: FUNCTIONS_REGION,
    retryCount: 0,
  },
  async (event) => {
    const result = await runPartnerReminders(db, runTime(event.scheduleTime), {
      appUrl: process.env.APP_URL,
    });
    logger.info('partnerReminders finished', result);
  },
);
