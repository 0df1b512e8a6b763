// 'Histórico' of a member in the console (happy-dom), with the api module mocked: a named spinner
// while it loads, then the entries with what changed, or the empty text.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { HistoryEntry } from '../api/member-history';
import type { MemberRow } from '../api/members-list';
import { importedMembersMessages, memberAccessMessages as t } from '../messages';
import { HistoryDialog } from './history-dialog';

const api = vi.hoisted(() => ({ entries: [] as unknown[], pending: false }));
vi.mock('../api/member-history', async () => {
  const { fakeRead } = await import('@/testing/fake-reads');
  // `pending`: an answer that never comes, to look at the loading state.
  return {
    memberHistory: () =>
      fakeRead(
        'member-history',
        () => api.entries,
        () => api.pending,
      ),
  };
});

const member = { id: 'demo-aluno', name: 'Ana Aluna' } as MemberRow;
const at = (iso: string) => ({ toDate: () => new Date(iso) });

const openDialog = () =>
  renderScreen(<HistoryDialog member={member} onClose={() => undefined} />, {
    session: sessionAs('admin'),
  });

afterEach(() => {
  cleanup();
  api.pending = false;
});

describe('HistoryDialog', () => {
  it('while loading: a spinner named for what it loads', async () => {
    api.pending = true;
    openDialog();
    expect(screen.getByRole('progressbar', { name: t.historyLoading })).toBeInTheDocument();
    await expectAccessible();
  });

  it('lists what changed, by whom and when', async () => {
    api.entries = [
      {
        id: 'h1',
        action: 'updateMembership',
        source: 'admin',
        actorName: 'Admin Demo',
        createdAt: at('2026-11-20T15:30:00'),
        before: { plan: '' },
        after: { plan: 'fundador' },
      } as unknown as HistoryEntry,
    ];
    openDialog();
    const list = await screen.findByRole('list', { name: t.historyTitle(member.name) });
    expect(list).toHaveTextContent('20/11/2026 às 15:30');
    expect(list).toHaveTextContent(t.byAdmin('Admin Demo'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("an import's entry: 'Importado em {data}', the file and who imported it", async () => {
    api.entries = [
      {
        id: 'h2',
        action: 'import',
        source: 'import',
        actorName: 'Admin Demo',
        fileName: 'membros.csv',
        importJobId: 'job-1',
        createdAt: at('2026-11-21T10:00:00'),
        before: null,
        after: { plan: 'mensal' },
      } as unknown as HistoryEntry,
    ];
    openDialog();
    const list = await screen.findByRole('list', { name: t.historyTitle(member.name) });
    expect(list).toHaveTextContent(importedMembersMessages.importedOn('21/11/2026'));
    expect(list).toHaveTextContent(importedMembersMessages.fromFile('membros.csv', 'Admin Demo'));
    expect(list).toHaveTextContent('Plano: Sem plano → Mensal');
  });

  it('says when there is nothing yet', async () => {
    api.entries = [];
    openDialog();
    expect(await screen.findByText(t.historyEmpty)).toBeInTheDocument();
  });
});
