import { describe, expect, it } from 'vitest';
import { audiencesFor, notificationHref, panelEntries } from './notification-list';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('audiencesFor', () => {
  it('course-class news only for subscribers', () => {
    expect(audiencesFor(false)).toEqual(['members']);
    expect(audiencesFor(true)).toEqual(['members', 'subscribers']);
  });
});

describe('notificationHref', () => {
  it('classes by slug, live classes to their list', () => {
    expect(notificationHref({ kind: 'courseClass', classSlug: 'aula-1' })).toBe(
      '/dashboard/aula/aula-1',
    );
    expect(notificationHref({ kind: 'liveStarted', classSlug: null })).toBe(
      '/dashboard/aulas-ao-vivo',
    );
  });

  it("a live class's notices lead to its page, a replay's to the replay class", () => {
    expect(notificationHref({ kind: 'liveSoon', classSlug: null, liveClassId: 'l1' })).toBe(
      '/dashboard/ao-vivo/l1',
    );
    expect(notificationHref({ kind: 'liveMissed', classSlug: 'gravacao-x' })).toBe(
      '/dashboard/aula/gravacao-x',
    );
  });
});

describe('replay follow-ups', () => {
  const notice = (id: string, kind: 'liveReplay' | 'liveMissed', liveClassId: string) => ({
    id,
    kind,
    title: 'Revisão do mês',
    classSlug: 'gravacao-revisao',
    liveClassId,
    createdAt: at('2026-11-20T12:00:00Z'),
  });

  it('an attendee sees their own notice, not the announcement to who missed', () => {
    const texts = panelEntries(
      [
        [notice('live-replay-l1', 'liveReplay', 'l1')],
        [notice('live-missed-l1', 'liveMissed', 'l1')],
      ],
      null,
    ).map((entry) => entry.text);
    expect(texts).toEqual(['A gravação de "Revisão do mês" já está disponível']);
  });

  it('who missed sees the announcement (and other classes are unaffected)', () => {
    const texts = panelEntries(
      [
        [notice('live-replay-l2', 'liveReplay', 'l2')],
        [notice('live-missed-l1', 'liveMissed', 'l1')],
      ],
      null,
    ).map((entry) => entry.text);
    expect(texts).toContain('Você perdeu "Revisão do mês"? A gravação já está no ar');
  });
});

describe('panelEntries', () => {
  it('merges both sources newest first, keeps 20, marks what is newer than the reading', () => {
    const own = Array.from({ length: 15 }, (_, i) => ({
      id: `reply-${i}`,
      kind: 'reply' as const,
      title: `Aula ${i}`,
      classSlug: `aula-${i}`,
      createdAt: at(`2026-11-${String(i + 1).padStart(2, '0')}T12:00:00Z`),
    }));
    const announcements = Array.from({ length: 15 }, (_, i) => ({
      id: `class-${i}`,
      kind: 'courseClass' as const,
      title: `Nova ${i}`,
      courseTitle: 'Vendas',
      classSlug: `nova-${i}`,
      createdAt: at(`2026-11-${String(i + 1).padStart(2, '0')}T18:00:00Z`),
    }));
    const entries = panelEntries([own, announcements], new Date('2026-11-14T00:00:00Z'));
    expect(entries).toHaveLength(20);
    expect(entries[0]).toMatchObject({
      text: 'Nova aula no curso Vendas: Nova 14',
      href: '/dashboard/aula/nova-14',
      unread: true,
    });
    expect(entries[1]!.text).toBe('Nova resposta ao seu comentário em "Aula 14"');
    expect(entries.filter((entry) => entry.unread)).toHaveLength(4);
    expect(panelEntries([own], null).every((entry) => entry.unread)).toBe(true);
  });
});
