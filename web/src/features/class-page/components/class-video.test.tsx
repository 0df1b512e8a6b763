// @vitest-environment jsdom
// The class video with a tracked player (jsdom): the resume offer from the saved position,
// 'Continuar de …' seeking there, 'Começar do início', and the class completed as the button
// does once 90% was actually played — with the player faked behind the adapter interface and the
// content module handing in the saved position. jsdom: it leaves the frame empty, where happy-dom
// tries to load it and logs an error for each render.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassDoc } from '@/lib/content';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { PlayerEvents } from '../player/player-adapter';
import { watchingMessages as w } from '../messages';
import { ClassVideo } from './class-video';

const fake = vi.hoisted(() => ({
  events: null as PlayerEvents | null,
  seek: vi.fn(),
  saved: null as unknown,
  markCompleted: vi.fn(async () => undefined),
  saveWatchPosition: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('@/lib/content', () => ({
  CONTINUE_PARAM: 'continuar',
  fetchWatchPosition: async () => fake.saved,
  saveWatchPosition: fake.saveWatchPosition,
  markCompleted: fake.markCompleted,
  subscribeCompleted: (_uid: string, _id: string, onData: (done: boolean) => void) => {
    onData(false);
    return () => undefined;
  },
}));
vi.mock('../player/player-for', () => ({
  trackedEmbed: (src: string) => ({
    src,
    factory: (_iframe: HTMLIFrameElement, events: PlayerEvents) => {
      fake.events = events;
      return { seek: fake.seek, destroy: () => undefined };
    },
  }),
}));

const CLASS = {
  id: 'aula-1',
  title: 'Fluxo de caixa',
  videoUrl: '76979871',
  courseId: 'curso-1',
} as unknown as ClassDoc;

beforeEach(() => {
  fake.events = null;
  fake.seek.mockClear();
  fake.markCompleted.mockClear();
  fake.saveWatchPosition.mockClear();
  fake.saved = { classId: 'aula-1', position: 125.4, duration: 600, watchedSeconds: 130 };
});
afterEach(() => {
  cleanup();
});

/** The player plays from `from` to `to`, reporting every half second. */
function play(from: number, to: number) {
  act(() => {
    fake.events!.onPlay(from);
    for (let t = from + 0.5; t <= to; t += 0.5) fake.events!.onTime(t, 600);
    fake.events!.onPause();
  });
}

describe('ClassVideo', () => {
  it("offers 'Continuar de 02:05' and seeks there", async () => {
    renderScreen(<ClassVideo cls={CLASS} />, { session: sessionAs('subscriber') });
    fireEvent.click(await screen.findByRole('button', { name: w.resumeFrom('02:05') }));
    expect(fake.seek).toHaveBeenCalledWith(125);
    expect(screen.queryByRole('button', { name: w.resumeFrom('02:05') })).toBeNull();
  });

  it("from 'Continue de onde parou' (?continuar=1) it goes straight there once the player is ready", async () => {
    renderScreen(<ClassVideo cls={CLASS} />, {
      session: sessionAs('subscriber'),
      route: '/dashboard/aula/fluxo?continuar=1',
      path: '/dashboard/aula/:slug',
    });
    await act(async () => undefined);
    expect(fake.seek).not.toHaveBeenCalled();
    act(() => fake.events!.onReady(600));
    expect(fake.seek).toHaveBeenCalledWith(125);
    expect(screen.queryByRole('group', { name: w.resumePrompt })).toBeNull();
  });

  it("'Começar do início' goes back to 0; nothing is offered without a saved position", async () => {
    renderScreen(<ClassVideo cls={CLASS} />, { session: sessionAs('subscriber') });
    await expectAccessible();
    fireEvent.click(await screen.findByRole('button', { name: w.startOver }));
    expect(fake.seek).toHaveBeenCalledWith(0);
    cleanup();
    fake.saved = null;
    renderScreen(<ClassVideo cls={CLASS} />, { session: sessionAs('subscriber') });
    await act(async () => undefined);
    expect(screen.queryByRole('group', { name: w.resumePrompt })).toBeNull();
  });

  it('saves on pause and completes the class once 90% was played, not on a seek to the end', async () => {
    fake.saved = null;
    renderScreen(<ClassVideo cls={CLASS} />, { session: sessionAs('subscriber') });
    await act(async () => undefined);
    play(0, 100);
    expect(fake.saveWatchPosition).toHaveBeenLastCalledWith('assinante-1', 'aula-1', {
      position: 100,
      duration: 600,
      watchedSeconds: 100,
    });
    // Dragged to the end: nothing completes.
    act(() => fake.events!.onSeeked(590));
    play(590, 600);
    expect(fake.markCompleted).not.toHaveBeenCalled();
    // Played back through: 100 + 10 + 430 ≥ 540.
    act(() => fake.events!.onSeeked(100));
    play(100, 530);
    await vi.waitFor(() =>
      expect(fake.markCompleted).toHaveBeenCalledWith('assinante-1', 'aula-1', 'curso-1'),
    );
    expect(await screen.findByText(w.completedByWatching)).toBeVisible();
  });
});
