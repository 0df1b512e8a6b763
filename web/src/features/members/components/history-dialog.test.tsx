// 'Histórico' of a member in the console (happy-dom), with the api module mocked: a named spinner
// while it loads, then the entries with what changed, or the empty text.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { HistoryEntry } from '../api/member-history';
import type { MemberRow } from '../api/members-list';
import { memberAccessMessages as t } from '../messages';
import { HistoryDialog } from './history-dialog';

const api = vi.hoisted(() => ({ entries: [] as unknown[] }));
vi.mock('../api/member-history', () => ({ fetchMemberHistory: async () => api.entries }));

const member = { id: 'demo-aluno', name: 'Ana Aluna' } as MemberRow;
const at = (iso: string) => ({ toDate: () => new Date(iso) });

afterEach(cleanup);

describe('HistoryDialog', () => {
  it('names its spinner while loading, then lists what changed', async () => {
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
    renderScreen(<HistoryDialog member={member} onClose={() => undefined} />, {
      session: sessionAs('admin'),
    });
    expect(screen.getByRole('progressbar', { name: t.historyLoading })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t.historyTitle(member.name) });
    expect(list).toHaveTextContent('20/11/2026 às 15:30');
    expect(list).toHaveTextContent(t.byAdmin('Admin Demo'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    api.entries = [];
    renderScreen(<HistoryDialog member={member} onClose={() => undefined} />, {
      session: sessionAs('admin'),
    });
    expect(await screen.findByText(t.historyEmpty)).toBeInTheDocument();
  });
});
