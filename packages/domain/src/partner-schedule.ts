// The partner-gift timeline (docs/product.md, "Parceiros e presente"), written once for the
// scheduled e-mail function (partnerReminders) and the web popups. Pure: callers pass "now".
//
// Days are counted as whole elapsed 24-hour periods since registration completion (daysBetween),
// so "days remaining" (30 − days since) is the remaining access time rounded up: the gift ends at
// completion + 30 days exactly (that is the `validUntil` completePartnerRegistration writes), and
// "1 to 7 days remaining" is precisely "7 days or less left and not yet expired".
import { daysBetween } from './dates';
import {
  EXPIRY_REMINDER_MAX_DAYS,
  EXPIRY_REMINDER_MIN_DAYS,
  PARTNER_GIFT_DAYS,
  PARTNER_SURVEY_DAY,
  REMIND_LATER_HOURS,
} from './limits';
import { toDateValue, type DateLike } from './timestamps';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The profile fields the timeline reads (`partnerEmails` is written by functions only). */
export interface PartnerScheduleProfile {
  isTemporary?: boolean | null;
  isPartner?: boolean | null;
  plan?: string | null;
  registrationCompletedAt?: DateLike | null;
  partnerPrompt?: { continuedAt?: DateLike | null; remindAfter?: DateLike | null } | null;
  partnerEmails?: { surveySentAt?: DateLike | null; expiryReminderSentAt?: DateLike | null } | null;
}

export interface PartnerTimeline {
  daysSinceCompletion: number;
  /** 30 − daysSinceCompletion; 0 or less once the gift has ended. */
  daysRemaining: number;
}

/**
 * The timeline of a partner-gift profile, or null when the popups and e-mails do not apply:
 * only temporary partner users with a registration completion date and no plan.
 */
export function partnerTimeline(
  profile: PartnerScheduleProfile,
  now: Date,
): PartnerTimeline | null {
  const completedAt = profile.registrationCompletedAt;
  if (profile.isTemporary !== true || profile.isPartner !== true) return null;
  if ((profile.plan ?? '') !== '' || !completedAt) return null;
  // A completion time slightly ahead of this clock (skew between machines) counts as day 0.
  const daysSinceCompletion = Math.max(0, daysBetween(toDateValue(completedAt), now));
  return { daysSinceCompletion, daysRemaining: PARTNER_GIFT_DAYS - daysSinceCompletion };
}

/** The gift is still running (some of its last day, at least, is left). */
const giftActive = (timeline: PartnerTimeline) => timeline.daysRemaining > 0;

/**
 * The satisfaction survey is due from day 15 while no survey was submitted. It stops once the
 * gift has ended: the user can no longer sign in to answer it.
 */
export const isSurveyDue = (timeline: PartnerTimeline, hasSurvey: boolean): boolean =>
  !hasSurvey && giftActive(timeline) && timeline.daysSinceCompletion >= PARTNER_SURVEY_DAY;

/** The expiry reminder is due with 1 to 7 days of access left. */
export const isExpiryReminderDue = (timeline: PartnerTimeline): boolean =>
  timeline.daysRemaining >= EXPIRY_REMINDER_MIN_DAYS &&
  timeline.daysRemaining <= EXPIRY_REMINDER_MAX_DAYS;

export type PartnerEmailKind = 'survey' | 'expiryReminder';

/**
 * The e-mails partnerReminders should queue now for this profile: the stages that are due and
 * were not sent before (each stage is sent once, recorded in `partnerEmails`).
 */
export function partnerEmailsDue(
  profile: PartnerScheduleProfile,
  hasSurvey: boolean,
  now: Date,
): PartnerEmailKind[] {
  const timeline = partnerTimeline(profile, now);
  if (!timeline) return [];
  const sent = profile.partnerEmails ?? {};
  const due: PartnerEmailKind[] = [];
  if (!sent.surveySentAt && isSurveyDue(timeline, hasSurvey)) due.push('survey');
  if (!sent.expiryReminderSentAt && isExpiryReminderDue(timeline)) due.push('expiryReminder');
  return due;
}

export interface PartnerPopups {
  survey: boolean;
  expiry: boolean;
  /**
   * A remind-later time exists but has passed: the web clears `partnerPrompt.remindAfter`,
   * so no stale time stays in the profile.
   */
  clearRemindAfter: boolean;
  timeline: PartnerTimeline | null;
}

/**
 * Which partner popups the web shows now. The expiry modal is suppressed once the user chose
 * 'continue' (`continuedAt`) and while a 'remind later' time is in the future.
 */
export function partnerPopups(
  profile: PartnerScheduleProfile,
  hasSurvey: boolean,
  now: Date,
): PartnerPopups {
  const timeline = partnerTimeline(profile, now);
  if (!timeline) return { survey: false, expiry: false, clearRemindAfter: false, timeline };
  const prompt = profile.partnerPrompt ?? {};
  const remindAfter = prompt.remindAfter ? toDateValue(prompt.remindAfter).getTime() : null;
  const expiryWindow = isExpiryReminderDue(timeline) && !prompt.continuedAt;
  const snoozed = expiryWindow && remindAfter !== null && remindAfter > now.getTime();
  return {
    survey: isSurveyDue(timeline, hasSurvey),
    expiry: expiryWindow && !snoozed,
    clearRemindAfter: expiryWindow && remindAfter !== null && !snoozed,
    timeline,
  };
}

/** The `partnerPrompt.remindAfter` value written when the user picks 'remind later'. */
export const remindLaterUntil = (now: Date): Date =>
  new Date(now.getTime() + REMIND_LATER_HOURS * HOUR_MS);

/** The `validUntil` of a gift completed at `completedAt`. */
export const partnerGiftValidUntil = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + PARTNER_GIFT_DAYS * DAY_MS);
