import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { reminderLinks, reminderScheduleOptions } from './reminder-links';
import { runDailyReminders } from './run-daily-reminders';

// Every day at 9:00 in São Paulo: 'Continue de onde parou' and 'Seu acesso termina em …'.
export const dailyReminders = onSchedule(
  {
    schedule: 'every day 09:00',
    ...reminderScheduleOptions,
    retryCount: 1,
  },
  async (event) => {
    const result = await runDailyReminders(db, runTime(event.scheduleTime), reminderLinks());
    logger.info('dailyReminders finished', result);
  },
);
