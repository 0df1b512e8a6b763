// The bell and its panel (happy-dom), with the feature's api module handing in both sources:
// the unread count in the name and the badge, the entries' texts and links, the empty text, and
// that opening the panel and 'Marcar todas como lidas' mark everything read. The live journey
// (a reply counted without a reload) is tests/e2e/comment-moderation.spec.ts.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { currentLocation, renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { notificationMessages as t } from '../messages';
import { NotificationBell } from './notification-bell';

const api = vi.hoisted(() => ({
  own: [] as unknown[],
  announcements: [] as unknown[],
  readers: [] as { isSubscriber: boolean }[],
  markNotificationsRead: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/notifications', async () => {
  const { fakeLiveRead } = await import('@/testing/fake-reads');
  return {
    liveNotifications: (reader: { isSubscriber: boolean }) =>
      fakeLiveRead(
        `notifications-${String(reader.isSubscriber)}`,
        () => ({ own: api.own, announcements: api.announcements }),
        () => api.readers.push(reader),
      ),
    markNotificationsRead: api.markNotificationsRead,
  };
});

const hoursAgo = (hours: number) => {
  const date = new Date(Date.now() - hours * 3_600_000);
  return { toDate: () => date };
};
const READ_AT = new Date(Date.now() - 5 * 3_600_000);

beforeEach(() => {
  api.readers = [];
  api.markNotificationsRead.mockClear();
  api.own = [
    {
      id: 'reply-r1',
      kind: 'reply',
      title: 'Precificação',
      classSlug: 'precificacao-abc12345',
      createdAt: hoursAgo(1),
    },
  ];
  api.announcements = [
    {
      id: 'class-s3',
      kind: 'newClass',
      title: 'Fluxo de caixa',
      classSlug: 'fluxo-de-caixa-abc12345',
      audience: 'members',
      createdAt: hoursAgo(2),
    },
    {
      id: 'live-soon-l1',
      kind: 'liveSoon',
      title: 'Plantão de dúvidas',
      liveClassId: 'l1',
      audience: 'members',
      createdAt: hoursAgo(24),
    },
  ];
});
afterEach(() => {
  cleanup();
});

describe('NotificationBell', () => {
  it('counts what is newer than the last reading, in its name and badge', () => {
    renderScreen(<NotificationBell />, {
      session: sessionAs('student', { notificationsReadAt: READ_AT }),
    });
    const bell = screen.getByRole('button', { name: t.unreadCount(2) });
    expect(bell).toHaveAccessibleName('Notificações (2 não lidas)');
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(api.readers).toEqual([expect.objectContaining({ isSubscriber: false })]);
  });

  it('lists the newest first with their links, and opening marks them read', async () => {
    renderScreen(<NotificationBell />, {
      session: sessionAs('subscriber', { notificationsReadAt: READ_AT }),
    });
    expect(api.readers).toEqual([expect.objectContaining({ isSubscriber: true })]);
    fireEvent.click(screen.getByRole('button', { name: t.unreadCount(2) }));
    const panel = screen.getByRole('dialog', { name: t.title });
    await expectAccessible(panel);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Nova resposta ao seu comentário em "Precificação"'),
      expect.stringContaining('Nova aula: Fluxo de caixa'),
      expect.stringContaining('Aula ao vivo em 1 hora: Plantão de dúvidas'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/dashboard/aula/precificacao-abc12345');
    expect(links[1]).toHaveAttribute('href', '/dashboard/aula/fluxo-de-caixa-abc12345');
    expect(links[2]).toHaveAttribute('href', '/dashboard/ao-vivo/l1');
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(t.unread));
    expect(links[2]).not.toHaveAccessibleName(expect.stringContaining(t.unread));
    expect(api.markNotificationsRead).toHaveBeenCalledTimes(1);
    expect(api.markNotificationsRead).toHaveBeenCalledWith('assinante-1');

    fireEvent.click(links[1]!);
    expect(currentLocation.pathname).toBe('/dashboard/aula/fluxo-de-caixa-abc12345');
  });

  it("'Marcar todas como lidas' marks them read", () => {
    renderScreen(<NotificationBell />, {
      session: sessionAs('student', { notificationsReadAt: new Date() }),
    });
    fireEvent.click(screen.getByRole('button', { name: t.unreadCount(0) }));
    // Nothing unread: opening writes nothing.
    expect(api.markNotificationsRead).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t.markAllRead }));
    expect(api.markNotificationsRead).toHaveBeenCalledTimes(1);
  });

  it('says so when there is nothing', async () => {
    api.own = [];
    api.announcements = [];
    renderScreen(<NotificationBell />, { session: sessionAs('student') });
    fireEvent.click(screen.getByRole('button', { name: t.unreadCount(0) }));
    expect(screen.getByText(t.empty)).toBeInTheDocument();
    // The rest of the page is aria-hidden while the panel is open; the panel is what is checked.
    await expectAccessible(screen.getByRole('dialog', { name: t.title }));
  });
});
