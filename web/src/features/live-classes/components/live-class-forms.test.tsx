// The live-class forms on their own (happy-dom): 'Agendar Aula ao Vivo' shows each required field's
// message, and an unknown class to edit leads back to the list. Scheduling through the
// date-time picker, and editing, stay in the browser (tests/e2e/agenda.spec.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveClassMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import CreateLiveClassPage from './create-live-class-page';
import EditLiveClassPage from './edit-live-class-page';

const api = vi.hoisted(() => ({
  createLiveClass: vi.fn(async () => 'nova'),
  updateLiveClass: vi.fn(async () => undefined),
  liveClassToEdit: vi.fn((id: string) => ({ kind: 'once', key: id, load: async () => null })),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('@/lib/storage', () => ({ storage: {} }));
vi.mock('../api/save-live-class', () => ({
  createLiveClass: api.createLiveClass,
  updateLiveClass: api.updateLiveClass,
}));
vi.mock('../api/live-classes', () => ({ liveClassToEdit: api.liveClassToEdit }));
vi.mock('@/lib/content/themes', () => ({
  themeOptions: () => ({ kind: 'once', key: 'mainThemes', load: async () => [] }),
}));
vi.mock('../api/live-class-loop', () => ({
  liveClassRoomToEdit: (id: string) => ({
    kind: 'once',
    key: `room-${id}`,
    load: async () => null,
  }),
}));

beforeEach(() => {
  api.createLiveClass.mockClear();
});
afterEach(() => {
  cleanup();
});

describe('live-class forms', { timeout: 20_000 }, () => {
  it("shows each required field's message and schedules nothing", async () => {
    renderScreen(<CreateLiveClassPage />, { session: sessionAs('admin') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Agendar Aula ao Vivo' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Início' })).toHaveAttribute(
      'placeholder',
      'Selecione a data e hora',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agendar Aula' }));
    expect(await screen.findByText(liveClassMessages.titleMin)).toBeInTheDocument();
    expect(
      screen.getByLabelText('Link externo', { selector: 'input' }),
    ).toHaveAccessibleDescription(liveClassMessages.linkInvalid);
    expect(screen.getByText(liveClassMessages.startRequired)).toBeInTheDocument();
    expect(screen.getByText(liveClassMessages.endRequired)).toBeInTheDocument();
    expect(screen.getByText(liveClassMessages.coverRequired)).toBeInTheDocument();
    expect(api.createLiveClass).not.toHaveBeenCalled();
  });

  it('goes back to the list with a toast for an unknown class', async () => {
    const path = '/dashboard/editar-aula-ao-vivo/:id';
    renderScreen(<EditLiveClassPage />, {
      route: '/dashboard/editar-aula-ao-vivo/nao-existe',
      path,
      session: sessionAs('admin'),
    });
    const title = await screen.findByText(liveClassMessages.notFoundTitle);
    expect(title.closest('.notistack-MuiContent')).not.toBeNull();
    // The toast and the redirect come from two effects; either may show first.
    await waitFor(() => expect(currentLocation.pathname).toBe('/dashboard/aulas-ao-vivo'));
    expect(api.liveClassToEdit).toHaveBeenCalledWith('nao-existe');
    expect(within(document.body).queryByRole('heading', { level: 1 })).toBeNull();
  });
});
