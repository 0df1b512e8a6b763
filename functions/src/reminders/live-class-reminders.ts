import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { reminderLinks, reminderScheduleOptions } from './reminder-links';
import { runLiveReminders } from './run-live-reminders';

// Every 5 minutes: 'Aula ao vivo em 1 hora' e-mails for the live classes starting within the
// hour (a run that finds a class's e-mails done skips it; a late run still sends before it starts).
export const liveClassReminders = onSchedule(
  {
    schedule: 'every 5 minutes',
    ...reminderScheduleOptions,
    retryCount: 0,
  },
  async (event) => {
    const result = await runLiveReminders(db, runTime(event.scheduleTime), reminderLinks());
    logger.info('liveClassReminders finished', result);
  },
);
