import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriberDialog } from './subscriber-dialog';

// The session barrel pulls reactfire and Auth; the dialog only reads the current user.
vi.mock('@/lib/session', () => ({
  useSession: () => ({
    status: 'ready',
    user: { name: 'Carla Aluna', email: 'Aluno@Demo.test', phone: '(11) 98765-4321' },
  }),
}));

afterEach(cleanup);

describe('SubscriberDialog', { timeout: 20_000 }, () => {
  const tab = {
    closed: false,
    opener: {},
    document: document.implementation.createHTMLDocument(),
    location: { replace: vi.fn() },
  };

  beforeEach(() => {
    tab.location.replace.mockClear();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the four benefits under the dialog's title", () => {
    render(<SubscriberDialog open onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Exclusivo para assinantes' })).toBeVisible();
    for (const benefit of [
      'Acesso a todos os cursos',
      'Novos conteúdos toda semana',
      'Comunidade exclusiva',
      'Suporte direto com especialistas',
    ]) {
      expect(screen.getByText(benefit)).toBeVisible();
    }
  });

  it("'Quero ser assinante' opens the checkout in a new tab with name, e-mail and phone", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SubscriberDialog open onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Quero ser assinante' }));

    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const url = new URL(tab.location.replace.mock.calls[0]![0] as string);
    expect(url.searchParams.get('name')).toBe('Carla Aluna');
    expect(url.searchParams.get('email')).toBe('aluno@demo.test');
    expect(url.searchParams.get('phone')).toBe('5511987654321');
    expect(url.searchParams.get('phone_area_code')).toBe('11');
    expect(url.searchParams.get('phone_number')).toBe('987654321');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Redirecionando...' })).toBeDisabled();
  });

  it("'Entendi' closes without opening anything", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SubscriberDialog open onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.open).not.toHaveBeenCalled();
  });
});
