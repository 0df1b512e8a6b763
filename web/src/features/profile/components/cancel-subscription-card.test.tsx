import { authMessages, LOGOUT_AFTER_CANCEL_MS } from '@app/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { cancelSubscriptionMessages as m, profileToasts } from '../messages';
import { CancelSubscriptionCard } from './cancel-subscription-card';

// The profile write and Firebase Auth are replaced: these tests check the confirmation and the
// timing of the sign-out; the stored `cancelled: true` and the real sign-out are the browser
// journey's (tests/e2e/profile-cancel.spec.ts).
const mocks = vi.hoisted(() => ({
  cancelOwnSubscription: vi.fn(async () => undefined),
  signOut: vi.fn(async () => undefined),
}));
vi.mock('../api/profile-updates', () => ({
  cancelOwnSubscription: mocks.cancelOwnSubscription,
  saveProfileDetails: vi.fn(),
  saveAvatarUrl: vi.fn(),
}));
vi.mock('firebase/auth', () => ({ signOut: mocks.signOut }));
vi.mock('@/lib/firebase-app', () => ({ auth: { kind: 'auth' }, firebaseApp: {} }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));

const show = () =>
  renderScreen(<CancelSubscriptionCard />, {
    route: '/dashboard/perfil',
    session: sessionAs('subscriber'),
  });

afterEach(cleanup);

describe('CancelSubscriptionCard', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it("'Manter assinatura' closes the confirmation and changes nothing", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: m.button }));
    expect(screen.getByRole('dialog', { name: m.dialogTitle })).toHaveTextContent(
      m.dialogDescription,
    );
    await user.click(screen.getByRole('button', { name: m.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mocks.cancelOwnSubscription).not.toHaveBeenCalled();
    expect(mocks.signOut).not.toHaveBeenCalled();
  });

  describe('confirmed', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('cancels, confirms with a toast, and signs out home exactly 3 s later', async () => {
      show();
      fireEvent.click(screen.getByRole('button', { name: m.button }));
      fireEvent.click(screen.getByRole('button', { name: m.confirm }));
      await act(async () => undefined);

      expect(mocks.cancelOwnSubscription).toHaveBeenCalledWith('assinante-1');
      expect(screen.getByText(profileToasts.cancelSuccessTitle)).toBeInTheDocument();
      expect(screen.getByText(profileToasts.cancelSuccessDescription)).toBeInTheDocument();

      await act(async () => vi.advanceTimersByTime(LOGOUT_AFTER_CANCEL_MS - 1));
      expect(mocks.signOut).not.toHaveBeenCalled();

      await act(async () => vi.advanceTimersByTime(1));
      expect(mocks.signOut).toHaveBeenCalledTimes(1);
      expect(currentLocation.pathname).toBe('/');
      expect(screen.getByText(authMessages.logoutSuccessTitle)).toBeInTheDocument();
    });
  });
});
