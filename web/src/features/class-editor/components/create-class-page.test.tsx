// 'Criar Aula' on its own (happy-dom): the defaults, each field's pt-BR message and the files the
// form refuses. Publishing (and a student finding the class) stays in the browser
// (tests/e2e/class-editor.spec.ts); here the feature's api modules are replaced.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { classMessages, fileMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import CreateClassPage from './create-class-page';

const api = vi.hoisted(() => ({ createClass: vi.fn(async () => undefined) }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('@/lib/storage', () => ({ storage: {} }));
vi.mock('../api/publish-class', () => ({ createClass: api.createClass }));
vi.mock('../api/class-options', () => {
  const once = <T,>(key: string, data: T) => ({ kind: 'once', key, load: async () => data });
  return {
    classOptionReads: () => ({
      themes: once('themes', [
        { id: 'marketing', name: 'Marketing' },
        { id: 'negocios', name: 'Negócios' },
      ]),
      mainThemes: once('main-themes', [{ id: 'vendas', name: 'Vendas' }]),
      weekly: once('weekly', [
        { id: 'semanal-01', classNumber: 1, title: 'Organização financeira para profissionais' },
      ]),
    }),
  };
});

/** A text field by its label; its accessible description is the message shown under it. */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const fileInput = (label: string) =>
  screen.getByLabelText(label, { selector: 'input[type="file"]' });

beforeEach(() => {
  api.createClass.mockClear();
});
afterEach(() => {
  cleanup();
});

describe('CreateClassPage', { timeout: 20_000 }, () => {
  it('shows each validation message on its field and saves nothing', async () => {
    renderScreen(<CreateClassPage />, { session: sessionAs('admin') });
    expect(screen.getByRole('heading', { level: 1, name: 'Criar Aula' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo de aula' })).toHaveTextContent(
      'Aula Semanal',
    );
    // The main theme's placeholder; after a submit, the same words are its error too.
    const placeholders = (await screen.findAllByText(classMessages.mainThemeRequired)).length;

    fireEvent.change(field('Título'), { target: { value: 'Curt' } });
    fireEvent.change(field('Descrição'), { target: { value: 'Curta demais' } });
    fireEvent.change(field('URL do vídeo'), { target: { value: 'youtube ponto com/aula' } });
    await userEvent.click(screen.getByRole('button', { name: 'Criar Aula' }));

    expect(await screen.findByText(classMessages.titleMin)).toBeInTheDocument();
    expect(field('Título')).toHaveAccessibleDescription(classMessages.titleMin);
    expect(field('Descrição')).toHaveAccessibleDescription(classMessages.descriptionMin);
    expect(field('URL do vídeo')).toHaveAccessibleDescription(classMessages.videoUrl);
    expect(screen.getAllByText(classMessages.mainThemeRequired)).toHaveLength(placeholders + 1);
    expect(screen.getByText(classMessages.relatedThemesRequired)).toBeInTheDocument();
    expect(field('Nome do professor')).toHaveAccessibleDescription(
      classMessages.professorNameRequired,
    );
    expect(api.createClass).not.toHaveBeenCalled();
  });

  it('offers only the allowed files and refuses the others with their messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<CreateClassPage />, { session: sessionAs('admin') });

    const cover = fileInput('Imagem de capa');
    expect(cover).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'capa-enorme.png', {
      type: 'image/png',
    });
    await user.upload(cover, huge);
    expect(await screen.findByText(fileMessages.coverTooLarge)).toBeInTheDocument();
    expect(cover).toHaveAccessibleDescription(fileMessages.coverTooLarge);
    expect(screen.queryByRole('img', { name: 'Pré-visualização da capa' })).not.toBeInTheDocument();

    const materials = fileInput('Material de Apoio');
    expect(materials.getAttribute('accept')).toContain('.pdf');
    await user.upload(
      materials,
      new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByText(fileMessages.attachmentType)).toBeInTheDocument();
    expect(screen.getByText('Nenhum material adicionado.')).toBeInTheDocument();
    expect(api.createClass).not.toHaveBeenCalled();
  });
});
