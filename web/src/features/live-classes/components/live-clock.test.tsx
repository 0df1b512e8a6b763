// The live-class clock on screen (happy-dom, fake timers): a class moves to 'Ao Vivo Agora' on the
// admin list when its start passes, and appears on (then leaves) the dashboard's live section
// on time, without a reload or a new read. The listener's data comes from the feature's api
// module; the browser keeps the journey of a class written while the page is open
// (tests/e2e/dashboard-home.spec.ts).
import { act, cleanup, screen, within } from '@testing-library/react';
import { liveClassMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { LiveClassDoc } from '../api/live-classes';
import { LiveNowCarousel } from './live-now-carousel';
import LiveClassesPage from './live-classes-page';

const api = vi.hoisted(() => ({ unfinished: [] as unknown[], past: [] as unknown[] }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
// happy-dom has no layout (matchMedia, ResizeObserver) for the carousel; its scrolling is not tested.
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, undefined] }));
vi.mock('../api/live-classes', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    LIVE_ADMIN_LIST_LIMIT: 100,
    LIVE_PAST_LIMIT: 20,
    unfinishedLiveClasses: () => feedRead('unfinished', () => ({ data: api.unfinished })),
    pastLiveClasses: () => feedRead('past', () => ({ data: api.past })),
  };
});
vi.mock('../api/live-class-loop', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    attendanceCount: (id: string) => feedRead(`count-${id}`, () => ({ data: 0 })),
    myAttendance: (uid: string, id: string) => feedRead(`mine-${id}`, () => ({ data: null })),
    joinLiveClass: vi.fn(),
  };
});

const NOW = new Date('2025-06-10T18:00:00Z');
const live = (id: string, title: string, startInMs: number, lengthMs: number): LiveClassDoc =>
  ({
    id,
    title,
    description: null,
    coverUrl: null,
    startsAt: new Date(NOW.getTime() + startInMs),
    endsAt: new Date(NOW.getTime() + startInMs + lengthMs),
    createdBy: 'demo-admin',
    createdAt: NOW,
    updatedAt: NOW,
  }) as unknown as LiveClassDoc;

/** Moves the fake clock and lets React render what the timers changed. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  api.past = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('live classes on the clock', () => {
  it("moves a class to 'Ao Vivo Agora' when its start passes, without a reload", async () => {
    const name = 'Aula ao vivo que começa já';
    api.unfinished = [live('comeca-ja', name, 8_000, 3_600_000)];
    renderScreen(<LiveClassesPage />, { session: sessionAs('admin') });
    const region = (title: string) => screen.getByRole('region', { name: title });

    expect(within(region('Próximas Aulas')).getByRole('article', { name })).toBeInTheDocument();
    expect(within(region('Ao Vivo Agora')).getByText(liveClassMessages.emptyNow)).toBeVisible();

    await advance(7_000);
    expect(within(region('Ao Vivo Agora')).queryByRole('article', { name })).toBeNull();
    await advance(1_000);
    const card = within(region('Ao Vivo Agora')).getByRole('article', { name });
    expect(within(region('Próximas Aulas')).queryByRole('article', { name })).toBeNull();
    expect(within(card).getByText('Ao Vivo', { exact: true })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Entrar na aula: ${name}` })).toBeEnabled();
    expect(within(card).getByRole('link', { name: 'Presença (0)' })).toHaveAttribute(
      'href',
      '/dashboard/ao-vivo/comeca-ja',
    );
  });

  it('shows a class on the dashboard only while it is live', async () => {
    const name = 'Aula relâmpago de teste';
    api.unfinished = [live('relampago', name, 6_000, 6_000)];
    renderScreen(<LiveNowCarousel />, { session: sessionAs('student') });

    // Known to the section before it starts, but not shown until then.
    expect(screen.queryByRole('heading', { name: 'Ao Vivo Agora' })).toBeNull();
    await advance(5_999);
    expect(screen.queryByRole('listitem', { name })).toBeNull();
    await advance(1);
    const card = screen.getByRole('listitem', { name });
    expect(screen.getByRole('heading', { level: 2, name: 'Ao Vivo Agora' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Entrar na aula: ${name}` })).toBeEnabled();
    expect(within(card).getByRole('link', { name })).toHaveAttribute(
      'href',
      '/dashboard/ao-vivo/relampago',
    );
    await advance(5_999);
    expect(screen.getByRole('listitem', { name })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('listitem', { name })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ao Vivo Agora' })).toBeNull();
  });
});
