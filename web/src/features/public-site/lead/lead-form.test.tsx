// The lead popup: the page's markup (lead-dialog.tsx) driven by its plain-DOM script
// (lead-form.ts), with the function call replaced. What the visitor sees under each field, the
// phone mask, and where the checkout tab goes.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitLeadMessages, type SubmitLeadOutput } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { LeadDialog } from './lead-dialog';
import { LEAD_ORIGIN, leadForm } from './lead-form';

const submitLead = vi.fn<(lead: unknown) => Promise<SubmitLeadOutput>>();
vi.mock('./api/submit-lead', () => ({ submitLead: (lead: unknown) => submitLead(lead) }));

type FakeTab = {
  closed: boolean;
  opener: unknown;
  document: Document;
  location: { replace: (url: string) => void };
  close: () => void;
};

let tab: FakeTab;
const replace = vi.fn<(url: string) => void>();

beforeEach(() => {
  submitLead.mockReset().mockResolvedValue({ outcome: 'stored', message: null });
  replace.mockReset();
  tab = {
    closed: false,
    opener: window,
    document: document.implementation.createHTMLDocument(''),
    location: { replace },
    close: vi.fn(),
  };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders the page's dialog, wires it and opens it, as a press on the plan button does. */
function openDialog() {
  renderScreen(<LeadDialog planKey="fundador" />);
  leadForm().open();
  const dialog = screen.getByRole('dialog', { name: 'Falta pouco!' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = within(dialog).getByRole('button', { name: 'Ir para o pagamento' });
  return { dialog, field, submit };
}

async function fillValid(field: (label: string) => HTMLElement) {
  await userEvent.type(field('Nome completo'), 'Ana');
  await userEvent.type(field('Email'), 'ana@exemplo.com');
  await userEvent.type(field('Telefone (WhatsApp)'), '2134567890');
}

// userEvent types key by key in the simulated DOM: these form walks take a few seconds each.
describe('lead popup', { timeout: 15_000 }, () => {
  it('opens with the name field focused', () => {
    const { field } = openDialog();
    expect(field('Nome completo')).toHaveFocus();
  });

  it('shows the pt-BR message under each invalid field, focuses the first, and opens nothing', async () => {
    const { dialog, field, submit } = openDialog();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(submit);
    // The first problem, with its title, in an alert that screen readers announce.
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Nome obrigatórioPor favor, informe seu nome completo.');
    expect(within(dialog).getAllByText('Por favor, informe seu nome completo.')).toHaveLength(2);
    expect(within(dialog).getByText('Por favor, informe um email válido.')).toBeVisible();
    expect(
      within(dialog).getByText('Por favor, informe um telefone válido com DDD.'),
    ).toBeVisible();
    expect(field('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nome completo')).toHaveFocus();

    // Once a field has been checked, it is checked again as the visitor types.
    await userEvent.type(field('Nome completo'), 'Maria');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('Por favor, informe seu nome completo.')).toBeNull();
    expect(field('Nome completo')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field('Email'), 'maria@exemplo');
    expect(within(dialog).getByText('Por favor, informe um email válido.')).toBeVisible();
    await userEvent.type(field('Telefone (WhatsApp)'), '119876543');
    expect(
      within(dialog).getByText('Por favor, informe um telefone válido com DDD.'),
    ).toBeVisible();
    await userEvent.click(submit);
    expect(field('Email')).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email inválido');

    expect(window.open).not.toHaveBeenCalled();
    expect(submitLead).not.toHaveBeenCalled();
  }, 20_000);

  it('checks a field when the visitor leaves it, not before', async () => {
    const { dialog, field } = openDialog();
    await userEvent.type(field('Email'), 'maria@');
    expect(within(dialog).queryByText('Por favor, informe um email válido.')).toBeNull();
    await userEvent.tab();
    expect(within(dialog).getByText('Por favor, informe um email válido.')).toBeVisible();
  });

  it('masks the phone as (DD) NNNNN-NNNN while typing, up to 11 digits', async () => {
    const { field } = openDialog();
    const phone = field('Telefone (WhatsApp)');
    const steps: [string, string][] = [
      ['1', '(1'],
      ['1', '(11'],
      ['9', '(11) 9'],
      // Until the 11th digit it reads as a landline, the usual behaviour of Brazilian masks.
      ['8765', '(11) 9876-5'],
      ['4321', '(11) 98765-4321'],
      ['999', '(11) 98765-4321'],
    ];
    for (const [typed, shown] of steps) {
      await userEvent.type(phone, typed);
      expect(phone).toHaveValue(shown);
    }
    await userEvent.type(phone, '{Backspace}');
    expect(phone).toHaveValue('(11) 9876-5432');
  });

  it('masks a landline, ignores letters and drops the +55 of a pasted number', async () => {
    const { field } = openDialog();
    const phone = field('Telefone (WhatsApp)');
    await userEvent.type(phone, '21a3456b7890');
    expect(phone).toHaveValue('(21) 3456-7890');
    await userEvent.clear(phone);
    await userEvent.click(phone);
    await userEvent.paste('+55 (11) 98765-4321');
    expect(phone).toHaveValue('(11) 98765-4321');
  });

  it('saves the lead (digits-only phone), sends the reserved tab to the prefilled checkout and closes', async () => {
    const { dialog, field, submit } = openDialog();
    await userEvent.type(field('Nome completo'), ' Maria da Silva ');
    await userEvent.type(field('Email'), 'Maria@Exemplo.com');
    await userEvent.type(field('Telefone (WhatsApp)'), '11987654321');
    await userEvent.click(submit);

    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(submitLead).toHaveBeenCalledWith({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      phone: '11987654321',
      plan: 'fundador',
      origin: LEAD_ORIGIN,
    });
    const url = new URL(replace.mock.calls[0]![0]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Maria da Silva',
      email: 'maria@exemplo.com',
      phone: '5511987654321',
      phone_area_code: '11',
      phone_number: '987654321',
    });
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    // Opened again, it starts empty.
    leadForm().open();
    expect(field('Nome completo')).toHaveValue('');
  });

  it('says it is redirecting and cannot be closed while the lead is being saved', async () => {
    let answer: (output: SubmitLeadOutput) => void = () => {};
    submitLead.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { dialog, field, submit } = openDialog();
    await fillValid(field);
    await userEvent.click(submit);
    expect(within(dialog).getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    answer({ outcome: 'stored', message: null });
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
  });

  it('still opens the checkout when the lead cannot be saved, and logs it', async () => {
    submitLead.mockRejectedValue(new Error('functions/unavailable'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { field, submit } = openDialog();
    await fillValid(field);
    await userEvent.click(submit);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalled();
  });

  it('opens the checkout when the function stores nothing (too many leads), and notes why', async () => {
    submitLead.mockResolvedValue({
      outcome: 'rate-limited',
      message: submitLeadMessages.tooManyLeads,
    });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { field, submit } = openDialog();
    await fillValid(field);
    await userEvent.click(submit);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(info).toHaveBeenCalledWith(submitLeadMessages.tooManyLeads);
  });

  it('navigates this tab when the browser blocks the new one', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { field, submit } = openDialog();
    await fillValid(field);
    await userEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toContain('phone_area_code=21');
  });

  it("closes with 'Cancelar'", async () => {
    const { dialog } = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});
