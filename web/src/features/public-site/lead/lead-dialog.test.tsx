import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitLeadMessages, type SubmitLeadOutput } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import LeadDialog, { LEAD_ORIGIN } from './lead-dialog';

const submitLead = vi.fn<(lead: unknown) => Promise<SubmitLeadOutput>>();
vi.mock('./api/submit-lead', () => ({
  submitLead: (lead: unknown) => submitLead(lead),
  preloadLeadSender: () => undefined,
}));

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

function renderDialog(onClose = vi.fn()) {
  renderScreen(<LeadDialog open onClose={onClose} planKey="fundador" />);
  const dialog = screen.getByRole('dialog');
  const submit = within(dialog).getByRole('button', { name: 'Ir para o pagamento' });
  return { dialog, submit, onClose };
}

/** The form's toast (title + description) is on screen. */
async function expectToast(title: string, description: string) {
  const toast = (await screen.findAllByText(title)).at(-1)!.closest('.notistack-MuiContent');
  expect(toast).not.toBeNull();
  expect(toast).toHaveTextContent(description);
}

// userEvent types key by key in the simulated DOM: these form walks take a few seconds each.
describe('LeadDialog', { timeout: 15_000 }, () => {
  it('shows the pt-BR message of each invalid field and opens nothing', async () => {
    const { dialog, submit } = renderDialog();
    await userEvent.click(submit);
    await expectToast('Nome obrigatório', 'Por favor, informe seu nome completo.');

    await userEvent.type(within(dialog).getByLabelText('Nome completo'), 'Maria');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'maria@exemplo');
    await userEvent.click(submit);
    await expectToast('Email inválido', 'Por favor, informe um email válido.');

    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'maria@exemplo.com');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '119876543');
    await userEvent.click(submit);
    await expectToast('Telefone inválido', 'Por favor, informe um telefone válido com DDD.');
    // The field itself explains what is wrong too.
    expect(
      within(dialog).getByText('Por favor, informe um telefone válido com DDD.'),
    ).toBeInTheDocument();

    expect(window.open).not.toHaveBeenCalled();
    expect(submitLead).not.toHaveBeenCalled();
  }, 20_000);

  it('saves the lead (digits-only phone) and sends the reserved tab to the prefilled checkout', async () => {
    const { dialog, submit, onClose } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome completo'), ' Maria da Silva ');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Maria@Exemplo.com');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '11987654321');
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
    expect(onClose).toHaveBeenCalled();
  });

  it('still opens the checkout when the lead cannot be saved, and logs it', async () => {
    submitLead.mockRejectedValue(new Error('functions/unavailable'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, submit } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome completo'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@exemplo.com');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '2134567890');
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
    const { dialog, submit } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome completo'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@exemplo.com');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '2134567890');
    await userEvent.click(submit);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(info).toHaveBeenCalledWith(submitLeadMessages.tooManyLeads);
  });

  it('navigates this tab when the browser blocks the new one', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { dialog, submit } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText('Nome completo'), 'Ana');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@exemplo.com');
    await userEvent.type(within(dialog).getByLabelText('Telefone (WhatsApp)'), '2134567890');
    await userEvent.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toContain('phone_area_code=21');
  });
});
