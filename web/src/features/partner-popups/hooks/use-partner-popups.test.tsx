import { act, renderHook } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { partnerApi as api } from '../api/fake-partner-api';
import { usePartnerPopups } from './use-partner-popups';

// The hook's Firestore side is replaced: these tests check the decisions the hook takes and
// the writes it asks for; the writes themselves are covered against the emulator (tests/e2e).
vi.mock(
  '../api/partner-survey',
  async () => (await import('../api/fake-partner-api')).fakePartnerSurvey,
);
vi.mock(
  '../api/partner-prompt',
  async () => (await import('../api/fake-partner-api')).fakePartnerPrompt,
);

const DAY = 86_400_000;
const HOUR = 3_600_000;
const start = new Date('2025-03-20T12:00:00Z');

const timestamp = (date: Date) => ({ toDate: () => date });

function partnerUser(
  daysSinceCompletion: number,
  prompt: CurrentUser['partnerPrompt'] = null,
): CurrentUser {
  return {
    id: 'partner-uid',
    email: 'parceiro@demo.test',
    name: 'Fábio Parceiro',
    role: 'ALUNO',
    avatarUrl: null,
    tag: null,
    plan: '',
    couponOrigin: null,
    validUntil: new Date(start.getTime() + (30 - daysSinceCompletion) * DAY),
    phone: null,
    profession: null,
    interests: [],
    isTemporary: true,
    isPartner: true,
    partnerName: 'Parceiro Demo',
    cancelled: false,
    firstAccess: false,
    registrationComplete: true,
    registrationCompletedAt: new Date(start.getTime() - daysSinceCompletion * DAY - HOUR),
    giftAccepted: false,
    partnerPrompt: prompt,
    memberSince: new Date(0),
    notificationsReadAt: null,
    emailPreferences: {},
    lastActiveOn: null,
  };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SnackbarProvider>{children}</SnackbarProvider>
);

describe('usePartnerPopups', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(start);
    api.hasSurvey = false;
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers the survey on day 15 but not on day 14', () => {
    expect(
      renderHook(() => usePartnerPopups(partnerUser(14)), { wrapper }).result.current.view.open,
    ).toBeNull();
    expect(
      renderHook(() => usePartnerPopups(partnerUser(15)), { wrapper }).result.current.view.open,
    ).toBe('survey');
  });

  it('re-checks every hour: a day-14 user gets the survey when day 15 arrives with the app open', () => {
    const user = partnerUser(14);
    // 23 h short of day 15: the hourly check must surface it within the hour after.
    user.registrationCompletedAt = new Date(start.getTime() - 15 * DAY + HOUR / 2);
    const { result } = renderHook(() => usePartnerPopups(user), { wrapper });
    expect(result.current.view.open).toBeNull();
    act(() => vi.advanceTimersByTime(HOUR));
    expect(result.current.view.open).toBe('survey');
  });

  it('shows the expiry modal with 7 and 1 days left, never with 8 or 0', () => {
    const openAt = (days: number) =>
      renderHook(() => usePartnerPopups(partnerUser(days)), { wrapper }).result.current.view;
    api.hasSurvey = true;
    expect(openAt(22)).toMatchObject({ open: null, daysRemaining: 8 });
    expect(openAt(23)).toMatchObject({ open: 'expiry', daysRemaining: 7 });
    expect(openAt(29)).toMatchObject({ open: 'expiry', daysRemaining: 1 });
    expect(openAt(30)).toMatchObject({ open: null, daysRemaining: 0 });
  });

  it("'continue' stores continuedAt and closes the modal at once", async () => {
    api.hasSurvey = true;
    const { result } = renderHook(() => usePartnerPopups(partnerUser(25)), { wrapper });
    expect(result.current.view.open).toBe('expiry');
    await act(() => result.current.continueAccess());
    expect(api.markContinued).toHaveBeenCalledWith('partner-uid');
    expect(result.current.view.open).toBeNull();
  });

  it("'remind later' stores now + 24 h (from the real clock) and closes the modal", async () => {
    api.hasSurvey = true;
    const { result } = renderHook(() => usePartnerPopups(partnerUser(25)), { wrapper });
    await act(() => result.current.remindMeLater());
    expect(api.remindLater).toHaveBeenCalledWith('partner-uid', start);
    expect(result.current.view.open).toBeNull();
  });

  it('stays quiet while a remind-later time is in the future, and writes nothing', () => {
    api.hasSurvey = true;
    const prompt = { remindAfter: timestamp(new Date(start.getTime() + HOUR)) };
    const { result } = renderHook(() => usePartnerPopups(partnerUser(25, prompt)), { wrapper });
    expect(result.current.view.open).toBeNull();
    expect(api.clearRemindAfter).not.toHaveBeenCalled();
  });

  it('shows the modal again and clears a past remind-later time exactly once', () => {
    api.hasSurvey = true;
    const prompt = { remindAfter: timestamp(new Date(start.getTime() - HOUR)) };
    const { result, rerender } = renderHook(() => usePartnerPopups(partnerUser(25, prompt)), {
      wrapper,
    });
    expect(result.current.view.open).toBe('expiry');
    rerender();
    act(() => vi.advanceTimersByTime(HOUR));
    expect(api.clearRemindAfter).toHaveBeenCalledTimes(1);
    expect(api.clearRemindAfter).toHaveBeenCalledWith('partner-uid');
  });

  it('closing the survey hides it until the next hourly check', () => {
    const { result } = renderHook(() => usePartnerPopups(partnerUser(16)), { wrapper });
    act(() => result.current.dismiss('survey'));
    expect(result.current.view.open).toBeNull();
    act(() => vi.advanceTimersByTime(HOUR));
    expect(result.current.view.open).toBe('survey');
  });

  it('reports a failed survey save and keeps the survey open', async () => {
    api.savePartnerSurvey.mockRejectedValueOnce(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => usePartnerPopups(partnerUser(16)), { wrapper });
    let saved = true;
    await act(async () => {
      saved = await result.current.submitSurvey({ rating: 5, comment: '' });
    });
    expect(saved).toBe(false);
    expect(result.current.view.open).toBe('survey');
  });
});
