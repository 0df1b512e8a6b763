import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { reminderLinks, reminderScheduleOptions } from './reminder-links';
import { runWeeklyDigest } from './run-weekly-digest';

// Mondays at 8:00 in São Paulo: last week's new classes and insights, one e-mail per member.
export const weeklyDigest = onSchedule(
  {
    schedule: 'every monday 08:00',
    ...reminderScheduleOptions,
    retryCount: 1,
  },
  async (event) => {
    const result = await runWeeklyDigest(db, runTime(event.scheduleTime), reminderLinks());
    logger.info('weeklyDigest finished', result);
  },
);
