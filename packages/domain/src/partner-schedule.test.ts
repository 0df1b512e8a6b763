import { describe, expect, it } from 'vitest';
import {
  partnerEmailsDue,
  partnerGiftValidUntil,
  partnerPopups,
  partnerTimeline,
  remindLaterUntil,
  type PartnerScheduleProfile,
} from './partner-schedule';

const DAY = 24 * 60 * 60 * 1000;
const completedAt = new Date('2025-03-01T15:00:00Z');
/** `days` whole days (plus `extraMs`) after completion. */
const at = (days: number, extraMs = 0) => new Date(completedAt.getTime() + days * DAY + extraMs);

const partner = (overrides: Partial<PartnerScheduleProfile> = {}): PartnerScheduleProfile => ({
  isTemporary: true,
  isPartner: true,
  plan: '',
  registrationCompletedAt: completedAt,
  ...overrides,
});

describe('partnerTimeline', () => {
  it('counts whole elapsed days and the days remaining of the 30-day gift', () => {
    expect(partnerTimeline(partner(), at(0))).toEqual({
      daysSinceCompletion: 0,
      daysRemaining: 30,
    });
    expect(partnerTimeline(partner(), at(14, DAY - 1))).toEqual({
      daysSinceCompletion: 14,
      daysRemaining: 16,
    });
    expect(partnerTimeline(partner(), at(23))).toEqual({
      daysSinceCompletion: 23,
      daysRemaining: 7,
    });
    expect(partnerTimeline(partner(), at(30))).toEqual({
      daysSinceCompletion: 30,
      daysRemaining: 0,
    });
  });

  it('accepts Firestore-like timestamps (anything with toDate)', () => {
    const stamp = { toDate: () => new Date(completedAt.getTime()) };
    expect(
      partnerTimeline(partner({ registrationCompletedAt: stamp }), at(3))?.daysSinceCompletion,
    ).toBe(3);
  });

  it('applies only to temporary partner users with a completion date and no plan', () => {
    expect(partnerTimeline(partner({ isTemporary: false }), at(20))).toBeNull();
    expect(partnerTimeline(partner({ isPartner: false }), at(20))).toBeNull();
    expect(partnerTimeline(partner({ plan: 'fundador' }), at(20))).toBeNull();
    expect(partnerTimeline(partner({ registrationCompletedAt: null }), at(20))).toBeNull();
    expect(partnerTimeline(partner({ plan: null }), at(20))).not.toBeNull();
  });

  it('treats a completion date in the future as day 0', () => {
    expect(partnerTimeline(partner(), at(-2))).toEqual({
      daysSinceCompletion: 0,
      daysRemaining: 30,
    });
  });
});

describe('partnerEmailsDue', () => {
  it('sends nothing before day 15', () => {
    expect(partnerEmailsDue(partner(), false, at(14, DAY - 1))).toEqual([]);
  });

  it('sends the survey from day 15 when no survey exists', () => {
    expect(partnerEmailsDue(partner(), false, at(15))).toEqual(['survey']);
    expect(partnerEmailsDue(partner(), true, at(15))).toEqual([]);
  });

  it('sends the expiry reminder with 7 down to 1 days remaining', () => {
    expect(partnerEmailsDue(partner(), true, at(22, DAY - 1))).toEqual([]);
    expect(partnerEmailsDue(partner(), true, at(23))).toEqual(['expiryReminder']);
    expect(partnerEmailsDue(partner(), true, at(29, DAY - 1))).toEqual(['expiryReminder']);
    expect(partnerEmailsDue(partner(), true, at(30))).toEqual([]);
  });

  it('sends both stages in one run when both are due and unsent', () => {
    expect(partnerEmailsDue(partner(), false, at(25))).toEqual(['survey', 'expiryReminder']);
  });

  it('never repeats a stage that was already sent', () => {
    const sent = partner({ partnerEmails: { surveySentAt: at(15), expiryReminderSentAt: at(23) } });
    expect(partnerEmailsDue(sent, false, at(25))).toEqual([]);
    const surveyOnly = partner({ partnerEmails: { surveySentAt: at(15) } });
    expect(partnerEmailsDue(surveyOnly, false, at(25))).toEqual(['expiryReminder']);
  });

  it('sends nothing after the gift ended or for profiles outside the programme', () => {
    expect(partnerEmailsDue(partner(), false, at(31))).toEqual([]);
    expect(partnerEmailsDue(partner({ plan: 'mensal' }), false, at(25))).toEqual([]);
  });
});

describe('partnerPopups', () => {
  it('shows the survey from day 15 until a survey exists', () => {
    expect(partnerPopups(partner(), false, at(14)).survey).toBe(false);
    expect(partnerPopups(partner(), false, at(15)).survey).toBe(true);
    expect(partnerPopups(partner(), true, at(15)).survey).toBe(false);
  });

  it('shows the expiry modal with 1 to 7 days remaining', () => {
    expect(partnerPopups(partner(), true, at(22)).expiry).toBe(false);
    expect(partnerPopups(partner(), true, at(23))).toMatchObject({
      expiry: true,
      clearRemindAfter: false,
    });
    expect(partnerPopups(partner(), true, at(30)).expiry).toBe(false);
  });

  it('hides the expiry modal once the user chose to continue', () => {
    expect(
      partnerPopups(partner({ partnerPrompt: { continuedAt: at(23) } }), true, at(24)).expiry,
    ).toBe(false);
  });

  it('hides the expiry modal while remind-later is in the future, then asks to clear it', () => {
    const snoozed = partner({ partnerPrompt: { remindAfter: remindLaterUntil(at(24)) } });
    expect(partnerPopups(snoozed, true, at(24, DAY - 1))).toMatchObject({
      expiry: false,
      clearRemindAfter: false,
    });
    expect(partnerPopups(snoozed, true, at(25))).toMatchObject({
      expiry: true,
      clearRemindAfter: true,
    });
  });

  it('shows nothing for profiles outside the programme', () => {
    expect(partnerPopups(partner({ isPartner: false }), false, at(25))).toEqual({
      survey: false,
      expiry: false,
      clearRemindAfter: false,
      timeline: null,
    });
  });
});

describe('partnerGiftValidUntil', () => {
  it('ends the gift exactly 30 days after completion', () => {
    expect(partnerGiftValidUntil(completedAt).toISOString()).toBe('2025-03-31T15:00:00.000Z');
  });
});
