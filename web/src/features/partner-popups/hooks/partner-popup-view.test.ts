import { describe, expect, it } from 'vitest';
import { partnerPopupView } from './partner-popup-view';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = new Date('2025-03-20T15:00:00-03:00');

/** A temporary partner whose registration was completed `days` (24-hour periods) ago. */
function partner(days: number, prompt: { continuedAt?: Date; remindAfter?: Date } = {}) {
  return {
    isTemporary: true,
    isPartner: true,
    plan: '',
    registrationCompletedAt: new Date(now.getTime() - days * DAY - HOUR),
    partnerPrompt: prompt,
  };
}

describe('partnerPopupView (what the partner popups show)', () => {
  it('shows nothing on day 14 and offers the survey from day 15', () => {
    expect(partnerPopupView(partner(14), false, now)).toEqual({
      open: null,
      clearRemindAfter: false,
      daysRemaining: 16,
    });
    expect(partnerPopupView(partner(15), false, now).open).toBe('survey');
  });

  it('does not offer the survey once answered, nor while it is still loading', () => {
    expect(partnerPopupView(partner(15), true, now).open).toBeNull();
    expect(partnerPopupView(partner(15), undefined, now).open).toBeNull();
  });

  it('shows the expiry modal with 7 and 1 days left, not with 8 or 0', () => {
    expect(partnerPopupView(partner(22), true, now)).toMatchObject({
      open: null,
      daysRemaining: 8,
    });
    expect(partnerPopupView(partner(23), true, now)).toMatchObject({
      open: 'expiry',
      daysRemaining: 7,
    });
    expect(partnerPopupView(partner(29), true, now)).toMatchObject({
      open: 'expiry',
      daysRemaining: 1,
    });
    expect(partnerPopupView(partner(30), true, now)).toMatchObject({
      open: null,
      daysRemaining: 0,
    });
  });

  it('shows the survey first when both are due, then the expiry modal', () => {
    expect(partnerPopupView(partner(25), false, now).open).toBe('survey');
    expect(partnerPopupView(partner(25), true, now).open).toBe('expiry');
  });

  it('never shows the expiry modal again after continue', () => {
    const continued = partner(25, { continuedAt: new Date(now.getTime() - DAY) });
    expect(partnerPopupView(continued, true, now)).toEqual({
      open: null,
      clearRemindAfter: false,
      daysRemaining: 5,
    });
  });

  it('suppresses the expiry modal while remind-later is in the future', () => {
    const snoozed = partner(25, { remindAfter: new Date(now.getTime() + HOUR) });
    expect(partnerPopupView(snoozed, true, now)).toMatchObject({
      open: null,
      clearRemindAfter: false,
    });
  });

  it('shows it again and clears the time once remind-later has passed', () => {
    const expired = partner(25, { remindAfter: new Date(now.getTime() - 1) });
    expect(partnerPopupView(expired, true, now)).toMatchObject({
      open: 'expiry',
      clearRemindAfter: true,
    });
  });

  it('keeps a popup closed without an answer until the next hourly check', () => {
    const profile = partner(25);
    const closedNow = { survey: now.getTime() };
    expect(partnerPopupView(profile, false, now, closedNow).open).toBe('expiry');
    const nextCheck = new Date(now.getTime() + HOUR);
    expect(partnerPopupView(profile, false, nextCheck, closedNow).open).toBe('survey');
  });

  it('shows nothing to users the gift does not concern', () => {
    const subscriber = { ...partner(25), plan: 'fundador' };
    const notPartner = { ...partner(25), isPartner: false };
    const notCompleted = { ...partner(25), registrationCompletedAt: null };
    for (const profile of [subscriber, notPartner, notCompleted]) {
      expect(partnerPopupView(profile, false, now)).toEqual({
        open: null,
        clearRemindAfter: false,
        daysRemaining: null,
      });
    }
  });
});
