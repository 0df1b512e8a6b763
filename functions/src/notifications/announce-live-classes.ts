import { FUNCTIONS_REGION, SAO_PAULO_TIME_ZONE } from '@app/domain';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { runLiveClassAnnouncer } from './run-live-class-announcer';

// Every 5 minutes: 'Aula ao vivo em 1 hora' and 'Aula ao vivo começou', one announcement each
// per live class (runLiveClassAnnouncer is idempotent, so no retry is needed either).
export const announceLiveClasses = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: SAO_PAULO_TIME_ZONE,
    region: FUNCTIONS_REGION,
    retryCount: 0,
  },
  async (event) => {
    const result = await runLiveClassAnnouncer(db, runTime(event.scheduleTime));
    logger.info('announceLiveClasses finished', result);
  },
);
