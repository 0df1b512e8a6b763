// What the partner popups show at a given moment, on top of the domain's schedule
// (partnerPopups in @app/domain): which one dialog is open, and whether the stored remind-later
// time must be cleared. Pure, so the decisions are unit-tested without a browser.
import { partnerPopups, type PartnerScheduleProfile } from '@app/domain';

export type PartnerPopupKind = 'survey' | 'expiry';

/**
 * When the user closed a popup without answering, by popup: the clock tick (ms) it was closed
 * in. It stays closed until the next hourly check, which offers it again (the checks run at
 * once and then hourly).
 */
export type PopupDismissals = Partial<Record<PartnerPopupKind, number>>;

export type PartnerPopupView = {
  /** One dialog at a time: the survey first, then the expiry modal. */
  open: PartnerPopupKind | null;
  clearRemindAfter: boolean;
  daysRemaining: number | null;
};

export function partnerPopupView(
  profile: PartnerScheduleProfile,
  /** undefined while partnerSurveys/{uid} is still loading (or unreadable). */
  hasSurvey: boolean | undefined,
  now: Date,
  dismissals: PopupDismissals = {},
): PartnerPopupView {
  // Until the survey document is known, assume it exists: never offer it twice.
  const due = partnerPopups(profile, hasSurvey ?? true, now);
  const closed = (kind: PartnerPopupKind) => (dismissals[kind] ?? -Infinity) >= now.getTime();
  const survey = due.survey && !closed('survey');
  const expiry = due.expiry && !closed('expiry');
  return {
    open: survey ? 'survey' : expiry ? 'expiry' : null,
    clearRemindAfter: due.clearRemindAfter,
    daysRemaining: due.timeline?.daysRemaining ?? null,
  };
}
