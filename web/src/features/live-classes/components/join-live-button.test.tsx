// 'Entrar na aula' in its three states (happy-dom, fake clock): disabled 'Abre às {HH:mm}' until
// 15 minutes before the start, enabled inside the window (a blank tab opens on the click and goes
// to the room when joinLiveClass answers; a refusal closes it with a toast), disabled 'Encerrada'
// from the end; each state changes on its instant without a reload. And the live class's page:
// 'Você participou', 'Assistir gravação', and for admins 'Presença (N)' and 'Publicar gravação'.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { JoinLiveButton } from './join-live-button';
import LiveClassPage from './live-class-page';

const api = vi.hoisted(() => ({
  join: vi.fn(async (_id: string): Promise<{ url: string; joins: number }> => ({
    url: 'https://zoom.us/j/1',
    joins: 1,
  })),
  live: null as unknown,
  mine: null as unknown,
  attendance: [] as unknown[],
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/live-class-loop', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    joinLiveClass: api.join,
    liveClassById: (id: string) => feedRead(`live-${id}`, () => ({ data: api.live })),
    myAttendance: (uid: string, id: string) => feedRead(`mine-${id}`, () => ({ data: api.mine })),
    attendanceList: (id: string) => feedRead(`list-${id}`, () => ({ data: api.attendance })),
    publishLiveReplay: vi.fn(),
  };
});

// 2025-06-10 18:00 UTC = 15:00 in São Paulo (the tests run with TZ=America/Sao_Paulo or UTC:
// the texts below are built with the same formatter as the button).
const NOW = new Date('2025-06-10T18:00:00Z');
const MINUTE = 60_000;
const hhmm = (date: Date) =>
  date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
const timed = (startInMs: number, lengthMs = 60 * MINUTE) => ({
  id: 'aula',
  title: 'Revisão do mês',
  startsAt: new Date(NOW.getTime() + startInMs),
  endsAt: new Date(NOW.getTime() + startInMs + lengthMs),
});
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('JoinLiveButton', () => {
  beforeEach(() => {
    // shouldAdvanceTime: the accessibility check's own timers still run.
    vi.useFakeTimers({
      now: NOW,
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
    });
    api.join.mockClear();
  });

  it("goes from 'Abre às' to 'Entrar na aula' at T−15 min and to 'Encerrada' at the end", async () => {
    const live = timed(20 * MINUTE, 30 * MINUTE);
    renderScreen(<JoinLiveButton live={live} />, { session: sessionAs('student') });

    const opensAt = new Date(NOW.getTime() + 5 * MINUTE);
    const before = screen.getByRole('button', { name: `Abre às ${hhmm(opensAt)}` });
    expect(before).toBeDisabled();
    await expectAccessible();

    await advance(5 * MINUTE - 1000);
    expect(screen.getByRole('button', { name: /^Abre às/ })).toBeDisabled();
    await advance(1000);
    const open = screen.getByRole('button', { name: 'Entrar na aula: Revisão do mês' });
    expect(open).toBeEnabled();
    await expectAccessible();

    await advance(45 * MINUTE - 1000);
    expect(screen.getByRole('button', { name: /^Entrar na aula/ })).toBeEnabled();
    await advance(1000);
    expect(screen.getByRole('button', { name: 'Encerrada' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Entrar na aula/ })).toBeNull();
    await expectAccessible();
  });

  it('opens a blank tab on the click and sends it to the room when the link arrives', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderScreen(<JoinLiveButton live={timed(-10 * MINUTE)} />, { session: sessionAs('student') });

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: /^Entrar na aula/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.join).toHaveBeenCalledWith('aula');
    await vi.waitFor(() => expect(tab.location.href).toBe('https://zoom.us/j/1'));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and says why when the join is refused', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.join.mockRejectedValueOnce(
      Object.assign(new Error('Esta aula ao vivo já foi encerrada. [412]'), {
        code: 'functions/failed-precondition',
      }),
    );
    renderScreen(<JoinLiveButton live={timed(-10 * MINUTE)} />, { session: sessionAs('student') });

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: /^Entrar na aula/ }));
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(await screen.findByText('Esta aula ao vivo já foi encerrada.')).toBeInTheDocument();
    expect(tab.location.href).toBe('');
  });
});

describe('LiveClassPage', () => {
  const route = '/dashboard/ao-vivo/aula';
  const path = '/dashboard/ao-vivo/:id';
  const stored = (over: Record<string, unknown> = {}) => ({
    ...timed(-2 * 60 * MINUTE),
    description: 'Perguntas e respostas.',
    coverUrl: null,
    createdBy: 'demo-admin',
    createdAt: NOW,
    updatedAt: NOW,
    ...over,
  });

  it("shows a member 'Você participou' and 'Assistir gravação' once the replay is out", async () => {
    api.live = stored({ replayClassId: 'gravacao-aula', replaySlug: 'gravacao-revisao-abc' });
    api.mine = { liveClassId: 'aula', uid: 'demo-aluno', joins: 1 };
    renderScreen(<LiveClassPage />, { route, path, session: sessionAs('student') });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Revisão do mês' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Você participou')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Encerrada' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Assistir gravação' })).toHaveAttribute(
      'href',
      '/dashboard/aula/gravacao-revisao-abc',
    );
    expect(screen.queryByRole('button', { name: 'Publicar gravação' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Presença/ })).toBeNull();
    await expectAccessible();
  });

  it("shows an admin 'Presença (N)', the list, 'Exportar CSV' and 'Publicar gravação'", async () => {
    api.live = stored();
    api.mine = null;
    api.attendance = [
      {
        id: 'aula_b',
        liveClassId: 'aula',
        uid: 'b',
        name: 'Bruno Assinante',
        email: 'assinante@demo.test',
        firstJoinedAt: new Date(NOW.getTime() - 2 * 60 * MINUTE + MINUTE),
        lastJoinedAt: NOW,
        joins: 2,
      },
    ];
    renderScreen(<LiveClassPage />, { route, path, session: sessionAs('admin') });

    const section = await screen.findByRole('region', { name: 'Presença (1)' });
    const row = within(section).getByRole('row', { name: /Bruno Assinante/ });
    expect(within(row).getByText('assinante@demo.test')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.queryByText('Você participou')).toBeNull();
    await expectAccessible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Publicar gravação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicar gravação' });
    expect(within(dialog).getByText(/Gravação: Revisão do mês/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(
      await within(dialog).findByText('URL de vídeo inválida. Use um link do YouTube ou Vimeo'),
    ).toBeInTheDocument();
  });

  it('says so for an unknown class', async () => {
    api.live = null;
    renderScreen(<LiveClassPage />, { route, path, session: sessionAs('student') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aula ao vivo não encontrada' }),
    ).toBeInTheDocument();
  });
});
