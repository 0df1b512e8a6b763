// 'Histórico' with the e-mails the extension could not deliver: merged with the membership
// changes newest first, each shown as 'E-mail não entregue: {assunto}' with the server's answer.
import { List } from '@mui/material';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onceRead } from '@/lib/use-read';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { withMailFailures, type HistoryItem, type MailFailure } from '../api/mail-failures';
import type { HistoryEntry } from '../api/member-history';
import { MailFailureItem } from './mail-failure-item';

afterEach(cleanup);

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const change = (id: string, iso: string) =>
  ({
    id,
    action: 'updateMembership',
    source: 'admin',
    createdAt: at(iso),
  }) as unknown as HistoryEntry;
const failure: MailFailure = {
  id: 'm1',
  subject: 'Seu acesso termina em 30/11',
  error: '550 Mailbox unavailable',
  failedAt: new Date('2026-11-21T10:00:00'),
};

describe('withMailFailures', () => {
  it('merges the undelivered e-mails with the changes, newest first', async () => {
    const history = onceRead('h', async () => [
      change('c1', '2026-11-20T10:00:00'),
      change('c2', '2026-11-22T10:00:00'),
    ]);
    const read = withMailFailures(history, 'aluno@demo.test', () =>
      onceRead('f', async () => [failure]),
    );
    if (read.kind !== 'live') throw new Error('expected a combined read');
    const items = await new Promise<HistoryItem[]>((resolve, reject) =>
      read.subscribe(resolve, reject),
    );
    expect(items.map((item) => item.id)).toEqual(['c2', 'm1', 'c1']);
    expect(items[1]).toMatchObject({ kind: 'mail-failure', subject: failure.subject });
  });

  it('is the history alone for a member without an e-mail address', () => {
    const history = onceRead('h', async () => []);
    expect(withMailFailures(history, '')).toBe(history);
  });
});

describe('MailFailureItem', () => {
  it("shows 'E-mail não entregue: {assunto}', when, and the server's answer", async () => {
    renderScreen(
      <List aria-label="Histórico">
        <MailFailureItem failure={failure} />
      </List>,
      { session: sessionAs('admin') },
    );
    expect(screen.getByText(/^E-mail não entregue: Seu acesso termina em 30\/11 · /)).toBeVisible();
    expect(screen.getByText('550 Mailbox unavailable')).toBeVisible();
    await expectAccessible();
  });
});
