import { authMessages } from '@app/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { currentLocation, renderScreen } from '@/testing/render-screen';
import LoginPage from './login-page';
import { firebaseAuthErrorMessages, loginMessages } from '../messages';

// The sign-in itself is replaced: these tests check what the screen shows for each answer of
// Firebase Auth; signing in for real is the browser journeys' job (tests/e2e/session-*).
const api = vi.hoisted(() => ({ signInWithPassword: vi.fn(async () => undefined) }));
vi.mock('../api/sign-in', () => ({ signInWithPassword: api.signInWithPassword }));
// Nobody signed in yet (the real hook listens to Firebase Auth).
vi.mock('@/lib/use-auth-user', () => ({ useAuthUser: () => ({ status: 'ready', user: null }) }));

/** What the Auth emulator answers for a wrong password (INVALID_PASSWORD, as the SDK maps it). */
const wrongPassword = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
  code: 'auth/wrong-password',
});

afterEach(cleanup);

describe('LoginPage', { timeout: 20_000 }, () => {
  beforeEach(() => api.signInWithPassword.mockClear());

  it('shows the validation messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { route: '/login' });

    await user.type(screen.getByLabelText(loginMessages.emailLabel), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: loginMessages.submit }));

    expect(await screen.findByText(authMessages.invalidEmail)).toBeVisible();
    expect(screen.getByText(authMessages.passwordRequired)).toBeVisible();
    expect(api.signInWithPassword).not.toHaveBeenCalled();
    await expectAccessible();
  });

  it("translates the emulator's wrong-password error and stays on /login", async () => {
    api.signInWithPassword.mockRejectedValueOnce(wrongPassword);
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { route: '/login' });

    await user.type(screen.getByLabelText(loginMessages.emailLabel), 'aluno@demo.test');
    await user.type(screen.getByLabelText(loginMessages.passwordLabel), 'senha-errada');
    await user.click(screen.getByRole('button', { name: loginMessages.submit }));

    expect(await screen.findByText(authMessages.loginErrorTitle)).toBeVisible();
    expect(screen.getByText(firebaseAuthErrorMessages.invalidCredentials)).toBeVisible();
    expect(api.signInWithPassword).toHaveBeenCalledWith('aluno@demo.test', 'senha-errada');
    expect(currentLocation.pathname).toBe('/login');
    // The form is usable again for the next try.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: loginMessages.submit })).toBeEnabled(),
    );
  });

  it('an error that is not Firebase Auth gets the generic pt-BR toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.signInWithPassword.mockRejectedValueOnce(new Error('boom'));
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { route: '/login' });

    await user.type(screen.getByLabelText(loginMessages.emailLabel), 'aluno@demo.test');
    await user.type(screen.getByLabelText(loginMessages.passwordLabel), 'demo1234');
    await user.click(screen.getByRole('button', { name: loginMessages.submit }));

    expect(await screen.findByText(authMessages.unexpectedErrorTitle)).toBeVisible();
    expect(screen.getByText(authMessages.unexpectedLoginError)).toBeVisible();
    vi.restoreAllMocks();
  });
});
