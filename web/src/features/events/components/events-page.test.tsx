// The agenda page on its own (happy-dom): the event form's messages, what each role is offered,
// how an event reads, and the empty, loading and error states. The journey (an admin creates,
// edits and deletes; a student sees it and downloads it) stays in the browser
// (tests/e2e/agenda.spec.ts); here the feature's api module hands the page its events.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import type { Feed } from '@/testing/fake-reads';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { EventDoc } from '../api/events';
import EventsPage from './events-page';

const api = vi.hoisted(() => ({
  future: {} as Feed,
  past: {} as Feed,
  createEvent: vi.fn(async () => 'novo'),
  updateEvent: vi.fn(async () => undefined),
  deleteEvent: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/events', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    EVENTS_PAGE_LIMIT: 60,
    upcomingEvents: () => feedRead('future', () => api.future),
    pastEvents: () => feedRead('past', () => api.past),
    createEvent: api.createEvent,
    updateEvent: api.updateEvent,
    deleteEvent: api.deleteEvent,
  };
});

const EVENT = {
  id: 'mentoria',
  title: 'Mentoria de fechamento do ano',
  date: '2030-12-18',
  startTime: '19:30',
  endTime: '21:00',
  professor: 'Ana Souza',
  place: 'Sala virtual',
  description: 'Revisão de metas e planejamento, com perguntas.',
} as unknown as EventDoc;

beforeEach(() => {
  api.future = { data: [EVENT] };
  api.past = { data: [] };
  api.createEvent.mockClear();
  api.updateEvent.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EventsPage', { timeout: 20_000 }, () => {
  it("shows the new event form's required fields and saves nothing", async () => {
    renderScreen(<EventsPage />, { session: sessionAs('admin') });
    await userEvent.click(screen.getByRole('button', { name: 'Novo Evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Evento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(eventMessages.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(eventMessages.dateRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(eventMessages.startTimeRequired)).toBeInTheDocument();
    expect(api.createEvent).not.toHaveBeenCalled();
  });

  it('refuses an event that ends before it starts', async () => {
    api.future = { data: [{ ...EVENT, endTime: '19:00' }] };
    renderScreen(<EventsPage />, { session: sessionAs('admin') });
    const card = screen.getByRole('article', { name: EVENT.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Editar evento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Evento' });
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue(EVENT.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(eventMessages.endAfterStart)).toBeInTheDocument();
    expect(api.updateEvent).not.toHaveBeenCalled();
  });

  it('shows a student the event, with its time and professor, and no admin buttons', async () => {
    renderScreen(<EventsPage />, { session: sessionAs('student') });
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: EVENT.title });
    expect(within(card).getByText('19:30 às 21:00')).toBeInTheDocument();
    expect(within(card).getByText('Professor: Ana Souza')).toBeInTheDocument();
    expect(within(card).getByText('Sala virtual')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Adicionar à agenda' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Editar evento' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Excluir evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo Evento' })).toBeNull();
    await expectAccessible();
  });

  it('gives an admin the buttons to create, edit and delete', async () => {
    renderScreen(<EventsPage />, { session: sessionAs('admin') });
    const card = screen.getByRole('article', { name: EVENT.title });
    expect(within(card).getByRole('button', { name: 'Editar evento' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Excluir evento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo Evento' })).toBeInTheDocument();
    await expectAccessible();
  });

  it('says when there are no events, in each tab', async () => {
    api.future = { data: [] };
    renderScreen(<EventsPage />, { session: sessionAs('student') });
    expect(screen.getByText(eventMessages.emptyFuture)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Passados' }));
    expect(await screen.findByText(eventMessages.emptyPast)).toBeInTheDocument();
    await expectAccessible();
  });

  it('shows skeletons while loading and the error when the read fails', () => {
    api.future = {};
    renderScreen(<EventsPage />, { session: sessionAs('student') });
    expect(screen.getByRole('progressbar', { name: 'Carregando eventos' })).toBeInTheDocument();
    cleanup();
    api.future = { error: new Error('permission-denied') };
    renderScreen(<EventsPage />, { session: sessionAs('student') });
    expect(screen.getByRole('alert')).toHaveTextContent(eventMessages.loadError);
  });
});
