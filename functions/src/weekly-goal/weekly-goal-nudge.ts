import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../common/admin';
import { runTime } from '../common/run-time';
import { reminderLinks, reminderScheduleOptions } from '../reminders/reminder-links';
import { runWeeklyGoalNudge } from './run-weekly-goal-nudge';

// Fridays at 18:00 in São Paulo: 'Faltam {N} aulas para sua meta da semana' to members behind.
export const weeklyGoalNudge = onSchedule(
  {
    schedule: 'every friday 18:00',
    ...reminderScheduleOptions,
    retryCount: 1,
  },
  async (event) => {
    const result = await runWeeklyGoalNudge(db, runTime(event.scheduleTime), reminderLinks());
    logger.info('weeklyGoalNudge finished', result);
  },
);
