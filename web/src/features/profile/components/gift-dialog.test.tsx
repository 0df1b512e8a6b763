import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftDialog } from './gift-dialog';

// This workspace runs vitest without globals, so Testing Library cannot clean up on its own.
afterEach(cleanup);

// Dialog transitions and user-event typing are slow in jsdom on a busy machine.
describe('GiftDialog', { timeout: 20_000 }, () => {
  it("enables 'Garantir Presente' only while the terms box is ticked", async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<GiftDialog open busy={false} onAccept={onAccept} />);

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
    render(<GiftDialog open busy={false} onAccept={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: /Você ganhou um presente/ });

    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);

    await waitFor(() => expect(dialog).toBeVisible());
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Garantir Presente']);
  });

  it("reads 'Redirecionando...' and stays disabled while busy", () => {
    render(<GiftDialog open busy onAccept={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});
