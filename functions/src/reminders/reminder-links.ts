import { FUNCTIONS_REGION, SAO_PAULO_TIME_ZONE } from '@app/domain';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { appUrl } from '../common/app-url';
import type { ReminderLinks } from './reminder-mail';
import { unsubscribeEndpoint } from './reminder-mail';
import { unsubscribeSecret } from './unsubscribe-secret';

/** The links every reminder job signs, from the deployed configuration (at run time). */
export const reminderLinks = (): ReminderLinks => ({
  appUrl: appUrl(),
  unsubscribeUrl: unsubscribeEndpoint(),
  secret: unsubscribeSecret.value(),
});

/** Pages of the app the reminders link to (a member's pages: never an admin-only one). */
export const memberPageUrl = {
  dashboard: (links: ReminderLinks) => `${links.appUrl}/dashboard`,
  classPage: (links: ReminderLinks, slug: string) =>
    `${links.appUrl}/dashboard/aula/${encodeURIComponent(slug)}`,
  plans: (links: ReminderLinks) => `${links.appUrl}/planos`,
};

/**
 * What the reminder schedules share: São Paulo time, the signing secret, and room for a sweep of
 * 50,000 members (30 minutes, the longest a scheduled function may run; see docs/architecture.md).
 */
export const reminderScheduleOptions = {
  timeZone: SAO_PAULO_TIME_ZONE,
  region: FUNCTIONS_REGION,
  secrets: [unsubscribeSecret],
  timeoutSeconds: 1800,
  memory: '512MiB',
} satisfies Omit<ScheduleOptions, 'schedule'>;
