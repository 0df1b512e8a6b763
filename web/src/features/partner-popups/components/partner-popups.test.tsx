import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { partnerApi as api } from '../api/fake-partner-api';
import { expiryMessages, surveyMessages } from '../messages';
import { PartnerPopups } from './partner-popups';

// The popups as the dashboard mounts them, for the demo partner at each age of the gift. Their
// Firestore side is replaced; the answers stored against the emulator are the browser journeys'
// (tests/e2e/profile-partner-popups.spec.ts). Here: when NOTHING must appear, with a clock that
// moves on instead of a real wait.
vi.mock('@/lib/firebase-app', () => ({ auth: {}, firebaseApp: {} }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
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
const NOW = new Date('2025-03-20T12:00:00Z');
const timestamp = (date: Date) => ({ toDate: () => date });

/** The demo partner, registration completed `days` days (and an hour) ago, 30-day gift. */
function partnerAtDay(days: number, partnerPrompt: CurrentUser['partnerPrompt'] = null) {
  const completedAt = new Date(NOW.getTime() - days * DAY - HOUR);
  return sessionAs('student', {
    id: 'demo-parceiro',
    email: 'parceiro@demo.test',
    name: 'Fábio Parceiro',
    phone: '11987654321',
    isTemporary: true,
    isPartner: true,
    partnerName: 'Parceiro Demo',
    registrationComplete: true,
    registrationCompletedAt: completedAt,
    validUntil: new Date(completedAt.getTime() + 30 * DAY),
    partnerPrompt,
  });
}

/**
 * Renders the popups and waits for their on-demand module, so that "no dialog" below means the
 * popups decided so, not that they had not loaded yet. Not with `waitFor`: it polls on
 * `setInterval`, which these tests fake, so it would only look again when the page changes, and a
 * popup that decides to show nothing changes nothing.
 */
async function show(days: number, prompt: CurrentUser['partnerPrompt'] = null) {
  api.surveyReads = 0;
  renderScreen(<PartnerPopups />, { route: '/dashboard', session: partnerAtDay(days, prompt) });
  await act(() => import('./partner-popup-dialogs'));
  expect(api.surveyReads).toBeGreaterThan(0);
}

/** The app stays open for `ms` (the popups re-check hourly). */
const keepOpen = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(cleanup);

describe('PartnerPopups', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the clock and the hourly check are faked: dialog transitions keep real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    api.hasSurvey = false;
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('day 14: no popup, even with the app open for hours', async () => {
    await show(14);
    keepOpen(5 * 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Still day 14 two hours later.
    keepOpen(2 * HOUR - 5 * 60_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('day 15: the survey', async () => {
    await show(15);
    expect(screen.getByRole('dialog', { name: surveyMessages.title })).toBeVisible();
  });

  it('an answered survey is not offered again, nor while the answer is still loading', async () => {
    api.hasSurvey = true;
    await show(16);
    keepOpen(HOUR);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    api.hasSurvey = undefined;
    await show(16);
    keepOpen(HOUR);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('8 days left: nothing; 5 days left: the expiry modal with the days left', async () => {
    api.hasSurvey = true;
    await show(22);
    keepOpen(HOUR);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    await show(25);
    const expiry = screen.getByRole('dialog', { name: expiryMessages.title });
    expect(expiry).toHaveTextContent(expiryMessages.daysLeft(5));
    expect(expiry).toHaveTextContent('Restam apenas 5 dias do seu acesso gratuito.');
  });

  it('stays closed while snoozed and once the partner chose to continue', async () => {
    api.hasSurvey = true;
    await show(25, { remindAfter: timestamp(new Date(NOW.getTime() + 23 * HOUR)) });
    keepOpen(HOUR);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.clearRemindAfter).not.toHaveBeenCalled();
    cleanup();

    await show(25, { continuedAt: timestamp(new Date(NOW.getTime() - DAY)) });
    keepOpen(HOUR);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Lembrar mais tarde' closes the modal with its toast and asks for now + 24 h", async () => {
    api.hasSurvey = true;
    const user = userEvent.setup();
    await show(25);
    await user.click(screen.getByRole('button', { name: expiryMessages.remindLater }));
    expect(api.remindLater).toHaveBeenCalledWith('demo-parceiro', NOW);
    expect(await screen.findByText(expiryMessages.remindLaterTitle)).toBeVisible();
    expect(screen.getByText(expiryMessages.remindLaterDescription)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
