// 'Contas excluídas' in the member console (happy-dom), the api module mocked: nothing is read
// until an admin asks, the empty text, and each account's 'Histórico'.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { DeletedAccounts } from './deleted-accounts';

const api = vi.hoisted(() => ({ rows: [] as unknown[], reads: 0 }));
vi.mock('../api/deleted-accounts', async () => {
  const { fakeRead } = await import('@/testing/fake-reads');
  return {
    deletedAccounts: () =>
      fakeRead('deleted-accounts', () => {
        api.reads += 1;
        return api.rows;
      }),
  };
});

beforeEach(() => {
  api.reads = 0;
  api.rows = [
    {
      id: 'uid-sara',
      uid: 'uid-sara',
      status: 'done',
      deleteComments: true,
      startedAt: { toDate: () => new Date('2026-11-20T13:05:00-03:00') },
      finishedAt: { toDate: () => new Date('2026-11-20T13:05:02-03:00') },
    },
    {
      id: 'uid-rui',
      uid: 'uid-rui',
      status: 'running',
      deleteComments: false,
      startedAt: { toDate: () => new Date('2026-11-19T09:00:00-03:00') },
      finishedAt: null,
    },
  ];
});
afterEach(() => {
  cleanup();
});

describe('DeletedAccounts', () => {
  it('reads nothing until asked, then lists each account with its state', async () => {
    const onHistory = vi.fn();
    renderScreen(<DeletedAccounts onHistory={onHistory} />, { session: sessionAs('admin') });
    expect(screen.getByRole('heading', { level: 2, name: 'Contas excluídas' })).toBeVisible();
    expect(api.reads).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Ver contas excluídas' }));
    const sara = await screen.findByRole('listitem', { name: 'uid-sara' });
    // The time is the browser's local one, so only its minutes are fixed here.
    expect(sara).toHaveTextContent(
      /Excluída em 20\/11\/2026 às \d\d:05 · Exclusão concluída · Comentários excluídos/,
    );
    expect(screen.getByRole('listitem', { name: 'uid-rui' })).toHaveTextContent(
      'Exclusão em andamento',
    );
    await expectAccessible();
    fireEvent.click(within(sara).getByRole('button', { name: 'Histórico' }));
    expect(onHistory).toHaveBeenCalledWith('uid-sara');

    fireEvent.click(screen.getByRole('button', { name: 'Ocultar contas excluídas' }));
    expect(screen.queryByRole('list', { name: 'Contas excluídas' })).toBeNull();
  });

  it('says when no account was deleted', async () => {
    api.rows = [];
    renderScreen(<DeletedAccounts onHistory={() => undefined} />, { session: sessionAs('admin') });
    fireEvent.click(screen.getByRole('button', { name: 'Ver contas excluídas' }));
    expect(await screen.findByText('Nenhuma conta foi excluída.')).toBeInTheDocument();
    await expectAccessible();
  });
});
