import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftDialog } from './gift-dialog';

// This workspace runs vitest without globals, so Testing Library cannot clean up on its own.
afterEach(cleanup);

// Dialog transitions and user-event typing are slow in a simulated DOM on a busy machine.
describe('GiftDialog', { timeout: 20_000 }, () => {
  it("enables 'Garantir Presente' only while the terms box is ticked", async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<GiftDialog open busy={false} error={null} onAccept={onAccept} onClose={vi.fn()} />);

    const accept = screen.getByRole('button', { name: 'Garantir Presente' });
    expect(accept).toBeDisabled();

    const terms = screen.getByRole('checkbox', { name: /Li e aceito os termos/ });
    await user.click(terms);
    expect(accept).toBeEnabled();
    await user.click(terms);
    expect(accept).toBeDisabled();

    await user.click(terms);
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed: Escape and a backdrop click leave it open, and it has no close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<GiftDialog open busy={false} error={null} onAccept={vi.fn()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: /Você ganhou um presente/ });

    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    await waitFor(() => expect(dialog).toBeVisible());
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Garantir Presente']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reads 'Redirecionando...' and stays disabled while busy", () => {
    render(<GiftDialog open busy error={null} onAccept={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it("after a failure shows why, and offers 'Tentar novamente' and 'Fechar'", async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onClose = vi.fn();
    const message = 'Não conseguimos falar com o servidor.';
    const { rerender } = render(
      <GiftDialog open busy={false} error={null} onAccept={onAccept} onClose={onClose} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));
    rerender(
      <GiftDialog open busy={false} error={message} onAccept={onAccept} onClose={onClose} />,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível garantir o presente');
    expect(alert).toHaveTextContent(message);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Fechar',
      'Tentar novamente',
    ]);

    // The terms stay ticked, so retrying is one click.
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Once it failed, Escape closes it too.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hides the failure while a retry is running', () => {
    render(<GiftDialog open busy error="Falhou" onAccept={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
  });
});
