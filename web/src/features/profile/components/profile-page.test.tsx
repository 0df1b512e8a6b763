import {
  DELETE_CONFIRMATION_WORD,
  emailPreferenceMessages,
  privacyMessages,
  profileMessages,
} from '@app/domain';
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeavingDashboard } from '@/lib/session';
import { expectAccessible } from '@/testing/expect-accessible';
import { currentLocation, renderScreen, ScreenProviders } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import {
  cancelSubscriptionMessages,
  giftDialogMessages,
  profileFormMessages as form,
  profilePageMessages,
  profileToasts,
} from '../messages';
import ProfilePage from './profile-page';

// The screen's data and writes come from its own api/ modules, replaced here: these tests check
// what the screen shows and asks for; the writes against the emulators are the browser journeys'
// (tests/e2e/profile-*.test.ts, held-user.test.ts).
const api = vi.hoisted(() => ({
  saveProfileDetails: vi.fn(async () => undefined),
  completePartnerRegistration: vi.fn(async () => ({ outcome: 'completed' })),
  changePassword: vi.fn(async () => undefined),
  saveEmailPreference: vi.fn(async () => undefined),
  exportMyData: vi.fn(async () => ({ exportedAt: '2026-11-25T12:00:00.000Z', data: {} })),
  deleteMyAccount: vi.fn(async () => ({ deleted: true })),
}));
vi.mock('@/lib/firebase-app', () => ({ auth: {}, firebaseApp: {} }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../hooks/use-themes', () => ({
  useThemes: () => ({
    themes: [
      { id: 'financas', name: 'Finanças' },
      { id: 'vendas', name: 'Vendas' },
    ],
    loading: false,
  }),
}));
vi.mock('../api/profile-updates', () => ({
  saveProfileDetails: api.saveProfileDetails,
  saveAvatarUrl: vi.fn(async () => undefined),
  cancelOwnSubscription: vi.fn(async () => undefined),
  saveEmailPreference: api.saveEmailPreference,
}));
vi.mock('../api/privacy', () => ({
  exportMyData: api.exportMyData,
  deleteMyAccount: api.deleteMyAccount,
}));
vi.mock('../api/complete-partner-registration', () => ({
  completePartnerRegistration: api.completePartnerRegistration,
}));
vi.mock('../api/change-password', () => ({
  changePassword: api.changePassword,
  isWrongPasswordError: () => false,
  isRecentLoginError: () => false,
}));
vi.mock('../api/upload-avatar', () => ({
  uploadAvatar: vi.fn(async () => 'https://example.test/avatar'),
  AvatarUrlError: class extends Error {},
}));

const PROFILE = { route: '/dashboard/perfil' };

afterEach(cleanup);

// Form typing and dialog transitions are slow in a simulated DOM on a busy machine.
describe('ProfilePage', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it("'Notificações por e-mail': four switches, on unless turned off, each saved when flipped", async () => {
    const user = userEvent.setup();
    renderScreen(<ProfilePage />, {
      ...PROFILE,
      session: sessionAs('subscriber', { emailPreferences: { liveClasses: false } }),
    });
    const section = screen.getByRole('region', { name: emailPreferenceMessages.sectionTitle });
    const labels = emailPreferenceMessages.labels;
    // In this order, each named by its label.
    expect(within(section).getAllByRole('switch')).toEqual(
      [labels.replies, labels.newClasses, labels.liveClasses, labels.studyReminders].map((name) =>
        within(section).getByRole('switch', { name }),
      ),
    );
    expect(within(section).getByRole('switch', { name: labels.replies })).toBeChecked();
    expect(within(section).getByRole('switch', { name: labels.liveClasses })).not.toBeChecked();

    await user.click(within(section).getByRole('switch', { name: labels.newClasses }));
    expect(api.saveEmailPreference).toHaveBeenCalledWith('assinante-1', 'newClasses', false);
    expect(within(section).getByRole('switch', { name: labels.newClasses })).not.toBeChecked();
    expect(await screen.findByText(emailPreferenceMessages.saved)).toBeInTheDocument();
    await expectAccessible();
  });

  it('a switch whose save fails flips back and says so', async () => {
    const user = userEvent.setup();
    api.saveEmailPreference.mockRejectedValueOnce(new Error('offline'));
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('student') });
    const replies = screen.getByRole('switch', {
      name: emailPreferenceMessages.labels.replies,
    });
    await user.click(replies);
    expect(await screen.findByText(emailPreferenceMessages.saveError)).toBeInTheDocument();
    expect(replies).toBeChecked();
  });

  it("'Excluir minha conta' asks for the password and EXCLUIR before calling anything", async () => {
    const user = userEvent.setup();
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('student') });
    const section = screen.getByRole('region', { name: privacyMessages.sectionTitle });
    await user.click(within(section).getByRole('button', { name: privacyMessages.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: privacyMessages.dialogTitle });
    expect(dialog).toHaveTextContent(privacyMessages.whatGoes);
    expect(dialog).toHaveTextContent(privacyMessages.whatStays);

    const confirm = within(dialog).getByRole('button', { name: privacyMessages.confirmButton });
    await user.click(confirm);
    expect(within(dialog).getByText(privacyMessages.passwordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(privacyMessages.confirmMismatch)).toBeInTheDocument();

    await user.type(
      within(dialog).getByLabelText(privacyMessages.passwordLabel, { exact: false }),
      'demo1234',
    );
    await user.type(
      within(dialog).getByLabelText(privacyMessages.confirmLabel, { exact: false }),
      'excluir',
    );
    await user.click(confirm);
    expect(within(dialog).getByText(privacyMessages.confirmMismatch)).toBeInTheDocument();
    expect(api.deleteMyAccount).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: privacyMessages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAccessible();
  });

  it('flags the exit from the dashboard before the deletion is called, and undoes it if the call fails', async () => {
    // The function deletes the profile before it answers: the guard must already know the member
    // is leaving on purpose when the profile's listener reports it gone.
    const user = userEvent.setup();
    const leaving = renderHook(() => useLeavingDashboard());
    let refuse: (error: unknown) => void = () => undefined;
    api.deleteMyAccount.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          refuse = reject;
        }),
    );
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('student') });
    await user.click(screen.getByRole('button', { name: privacyMessages.deleteButton }));
    const dialog = screen.getByRole('dialog', { name: privacyMessages.dialogTitle });
    await user.type(
      within(dialog).getByLabelText(privacyMessages.passwordLabel, { exact: false }),
      'errada123',
    );
    await user.type(
      within(dialog).getByLabelText(privacyMessages.confirmLabel, { exact: false }),
      DELETE_CONFIRMATION_WORD,
    );
    expect(leaving.result.current).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: privacyMessages.confirmButton }));
    await waitFor(() => expect(api.deleteMyAccount).toHaveBeenCalled());
    expect(leaving.result.current).toBe(true);

    await act(async () => refuse(new Error('falhou')));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(leaving.result.current).toBe(false);
  });

  it("'Baixar meus dados' says when to try again", async () => {
    const user = userEvent.setup();
    api.exportMyData.mockRejectedValueOnce(
      Object.assign(new Error(`${privacyMessages.exportTooSoon} [429]`), {
        code: 'functions/resource-exhausted',
      }),
    );
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('student') });
    await user.click(screen.getByRole('button', { name: privacyMessages.exportButton }));
    expect(await screen.findByText(privacyMessages.exportTooSoon)).toBeInTheDocument();
  });

  it('shows no cancel-subscription button to admins', () => {
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('admin') });
    expect(screen.getByRole('heading', { name: profilePageMessages.title })).toBeVisible();
    expect(screen.getByRole('button', { name: form.save })).toBeVisible();
    expect(screen.queryByRole('button', { name: cancelSubscriptionMessages.button })).toBeNull();
  });

  it('offers the cancel-subscription button to a subscriber', () => {
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('subscriber') });
    expect(screen.getByRole('button', { name: cancelSubscriptionMessages.button })).toBeVisible();
  });

  it('shows the e-mail read-only and refuses a short phone without saving', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('student') });

    const email = screen.getByLabelText(form.emailLabel);
    expect(email).toHaveValue('aluno@demo.test');
    expect(email).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText(form.phoneLabel), '11 9876');
    await user.click(screen.getByRole('button', { name: form.save }));
    expect(await screen.findByText(profileMessages.phoneMin)).toBeVisible();
    expect(api.saveProfileDetails).not.toHaveBeenCalled();
  });

  it('asks for the current password before a new one, without saving', async () => {
    const user = userEvent.setup();
    renderScreen(<ProfilePage />, { ...PROFILE, session: sessionAs('subscriber') });

    await user.type(screen.getByLabelText(form.newPasswordLabel, { exact: true }), 'nova1234');
    await user.type(screen.getByLabelText(form.confirmPasswordLabel), 'nova1234');
    await user.click(screen.getByRole('button', { name: form.save }));
    expect(await screen.findByText(profileMessages.currentPasswordRequired)).toBeVisible();
    expect(api.saveProfileDetails).not.toHaveBeenCalled();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('once the gift was accepted, a held user saves without the dialog or a new checkout tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    const held = sessionAs('student', {
      name: 'Hélio Retido',
      email: 'retido@demo.test',
      phone: '(21) 97777-6666',
      isTemporary: true,
      registrationComplete: false,
      giftAccepted: true,
    });
    renderScreen(<ProfilePage />, { ...PROFILE, session: held });

    expect(screen.getByRole('heading', { name: profilePageMessages.temporaryTitle })).toBeVisible();
    // The way back to the checkout stays on the page, prefilled with the user's e-mail.
    const accepted = screen
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByText(giftDialogMessages.acceptedTitle));
    expect(accepted).toBeDefined();
    expect(
      within(accepted!).getByRole('link', { name: giftDialogMessages.openCheckout }),
    ).toHaveAttribute('href', expect.stringContaining('email=retido%40demo.test'));

    // The button only saves now.
    expect(screen.queryByRole('button', { name: form.claimGift })).toBeNull();
    await user.clear(screen.getByLabelText(form.professionLabel));
    await user.type(screen.getByLabelText(form.professionLabel), 'Arquiteto');
    await user.click(screen.getByRole('button', { name: form.save }));

    expect(await screen.findByText(profileToasts.updateSuccessTitle)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: form.save })).toBeEnabled());
    expect(api.saveProfileDetails).toHaveBeenCalledWith(
      held.status === 'ready' ? held.user.id : '',
      expect.objectContaining({ profession: 'Arquiteto' }),
    );
    expect(screen.queryByRole('dialog', { name: giftDialogMessages.title })).toBeNull();
    expect(api.completePartnerRegistration).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('a held partner opens the dashboard once the session lets them through, not before', async () => {
    const user = userEvent.setup();
    const partner = {
      isTemporary: true,
      isPartner: true,
      phone: '(31) 98888-7777',
      profession: 'Empreendedor',
    };
    const held = sessionAs('student', { ...partner, registrationComplete: false });
    const screenWith = (session: typeof held) => (
      <ScreenProviders {...PROFILE} session={session}>
        <ProfilePage />
      </ScreenProviders>
    );
    const { rerender } = render(screenWith(held));

    await user.click(screen.getByRole('button', { name: form.claimGift }));
    expect(await screen.findByText(profileToasts.partnerWelcomeDescription)).toBeVisible();
    expect(api.completePartnerRegistration).toHaveBeenCalledTimes(1);
    // The callable answered, but the profile listener has not brought registrationComplete yet:
    // the guard would send them back, so the page stays.
    expect(currentLocation.pathname).toBe('/dashboard/perfil');

    rerender(screenWith(sessionAs('student', { ...partner, registrationComplete: true })));
    await waitFor(() => expect(currentLocation.pathname).toBe('/dashboard'));
  });

  it('a held user who has not accepted yet gets the gift dialog after saving', async () => {
    const user = userEvent.setup();
    const held = sessionAs('student', {
      isTemporary: true,
      registrationComplete: false,
      phone: '(21) 97777-6666',
    });
    renderScreen(<ProfilePage />, { ...PROFILE, session: held });

    await user.click(screen.getByRole('button', { name: form.claimGift }));
    expect(await screen.findByRole('dialog', { name: giftDialogMessages.title })).toBeVisible();
    expect(api.saveProfileDetails).toHaveBeenCalledTimes(1);
  });
});
