import { callableMessages } from '@app/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { createUserMessages as t, createUserToasts as toasts } from '../messages';
import { CreateUserDialog } from './create-user-dialog';

// The checkEmail and createUser callables are replaced: these tests check the dialog's steps and
// messages; the real functions (an e-mail already taken, the account and profile created) are
// the browser journey's (tests/e2e/session-create-user.spec.ts).
const api = vi.hoisted(() => ({
  checkEmailAvailable: vi.fn(async (_email: string) => true),
  createUserAccount: vi.fn(async (input: { email: string }) => ({
    uid: 'new',
    email: input.email,
  })),
}));
vi.mock('../api/user-callables', () => ({
  checkEmailAvailable: api.checkEmailAvailable,
  createUserAccount: api.createUserAccount,
  changeUserRole: vi.fn(),
}));
vi.mock('reactfire', () => ({}));
vi.mock('@/lib/firebase-app', () => ({ auth: {}, firebaseApp: {} }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));

/** Exact label, with or without the required-field asterisk ('Nome' is not 'Nome do parceiro'). */
const field = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

afterEach(cleanup);

// Typing and dialog transitions are slow in a simulated DOM on a busy machine.
describe('CreateUserDialog', { timeout: 30_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  function open() {
    const onClose = vi.fn();
    renderScreen(<CreateUserDialog open onClose={onClose} />, { session: sessionAs('admin') });
    const dialog = screen.getByRole('dialog', { name: t.dialogTitle });
    return { onClose, dialog: within(dialog) };
  }

  it('asks for the e-mail first and shows only that field until it is verified', async () => {
    const user = userEvent.setup();
    const { dialog } = open();
    await user.click(dialog.getByRole('button', { name: t.checkEmail }));
    expect(await dialog.findByText(callableMessages.emailRequired)).toBeVisible();
    expect(dialog.queryByLabelText(field(t.nameLabel))).toBeNull();
    expect(api.checkEmailAvailable).not.toHaveBeenCalled();
  });

  it('an e-mail that already has an account keeps the other fields hidden', async () => {
    api.checkEmailAvailable.mockResolvedValueOnce(false);
    const user = userEvent.setup();
    const { dialog } = open();
    await user.type(dialog.getByLabelText(field(t.emailLabel)), 'aluno@demo.test');
    await user.click(dialog.getByRole('button', { name: t.checkEmail }));
    expect(await screen.findByText(toasts.emailTakenTitle)).toBeVisible();
    expect(screen.getByText(toasts.emailTakenDescription)).toBeVisible();
    expect(dialog.queryByLabelText(field(t.nameLabel))).toBeNull();
  });

  it('a free e-mail reveals the fields; editing it hides them again; the rules hold before sending', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = open();
    const email = dialog.getByLabelText(field(t.emailLabel));
    await user.type(email, 'Nova.Parceira@Demo.test');
    await user.click(dialog.getByRole('button', { name: t.checkEmail }));
    expect(await screen.findByText(toasts.emailAvailableTitle)).toBeVisible();
    expect(screen.getByText(toasts.emailAvailableDescription)).toBeVisible();
    expect(api.checkEmailAvailable).toHaveBeenCalledWith('nova.parceira@demo.test');
    for (const label of [t.nameLabel, t.passwordLabel, t.phoneLabel]) {
      expect(dialog.getByLabelText(field(label))).toBeVisible();
    }
    expect(dialog.getByRole('checkbox', { name: t.temporaryLabel })).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: t.partnerLabel })).toBeInTheDocument();

    // Editing the e-mail resets the verification.
    await user.type(email, '{Backspace}');
    expect(dialog.queryByLabelText(field(t.nameLabel))).toBeNull();
    await user.type(email, 't');
    await user.click(dialog.getByRole('button', { name: t.checkEmail }));
    await dialog.findByLabelText(field(t.nameLabel));

    // Required fields and the partner name rule, before anything is sent.
    await user.click(dialog.getByLabelText(t.partnerLabel));
    await user.click(dialog.getByRole('button', { name: t.submit }));
    expect((await screen.findAllByText(toasts.requiredFieldsTitle)).length).toBeGreaterThan(0);
    expect(dialog.getByText(callableMessages.partnerNameRequired)).toBeVisible();
    expect(api.createUserAccount).not.toHaveBeenCalled();

    await user.type(dialog.getByLabelText(field(t.nameLabel)), 'Nova Parceira');
    await user.type(dialog.getByLabelText(field(t.passwordLabel)), 'segredo1');
    await user.type(dialog.getByLabelText(field(t.phoneLabel)), '11912345678');
    await user.click(dialog.getByLabelText(t.temporaryLabel));
    await user.type(dialog.getByLabelText(field(t.partnerNameLabel)), 'Clínica Parceira');
    await user.click(dialog.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(toasts.createdTitle)).toBeVisible();
    expect(api.createUserAccount).toHaveBeenCalledWith({
      email: 'Nova.Parceira@Demo.test',
      name: 'Nova Parceira',
      password: 'segredo1',
      phone: '11912345678',
      isTemporary: true,
      isPartner: true,
      partnerName: 'Clínica Parceira',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
