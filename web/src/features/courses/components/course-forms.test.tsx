// The course forms on their own (happy-dom): every field's pt-BR message, the cover's checks, and
// the add-class page's way out when there is no course. Saving is covered in the browser
// (tests/e2e/courses.spec.ts); here the feature's api modules are replaced.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateMessages, classMessages, courseMessages, fileMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDoc } from '@/lib/content';
import { currentLocation, renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import CreateCourseClassPage from './create-course-class-page';
import CreateCoursePage from './create-course-page';

const api = vi.hoisted(() => ({
  createCourse: vi.fn(async () => 'novo-curso'),
  addCourseClass: vi.fn(async () => undefined),
  /** What liveCourse delivers: a course, null (no such course) or an Error. */
  course: null as unknown,
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('@/lib/storage', () => ({ storage: {} }));
vi.mock('../api/save-course', () => ({ createCourse: api.createCourse }));
vi.mock('../api/course-classes', () => ({ addCourseClass: api.addCourseClass }));
vi.mock('../api/course-queries', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    liveCourse: () =>
      feedRead('course', () =>
        api.course instanceof Error ? { error: api.course } : { data: api.course },
      ),
  };
});

const SEEDED_COURSE = {
  id: 'curso-ia',
  title: 'IA Aplicada ao Seu Negócio',
  professorName: 'Marina Lopes',
} as CourseDoc;

/** A text field by its label; its accessible description is the message shown under it. */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const fileInput = (label: string) =>
  screen.getByLabelText(label, { selector: 'input[type="file"]' });

beforeEach(() => {
  api.createCourse.mockClear();
  api.addCourseClass.mockClear();
  api.course = SEEDED_COURSE;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Criar Curso', { timeout: 20_000 }, () => {
  it('shows the message of each invalid field and saves nothing', async () => {
    renderScreen(<CreateCoursePage />, { session: sessionAs('admin') });
    expect(screen.getByRole('heading', { level: 1, name: 'Criar Curso' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Criar Curso' });

    await userEvent.click(submit);
    expect(await screen.findByText(courseMessages.titleRequired)).toBeInTheDocument();
    expect(field('Título')).toHaveAccessibleDescription(courseMessages.titleRequired);
    expect(field('Nome do professor')).toHaveAccessibleDescription(
      courseMessages.professorNameRequired,
    );
    expect(field('Bio do professor')).toHaveAccessibleDescription(
      courseMessages.professorBioRequired,
    );

    fireEvent.change(field('Título'), { target: { value: 'IA' } });
    fireEvent.change(field('URL da capa'), { target: { value: 'capa.png' } });
    fireEvent.change(field('Nome do professor'), { target: { value: 'A' } });
    fireEvent.change(field('Bio do professor'), { target: { value: 'Curta' } });
    fireEvent.change(field('Link do professor'), { target: { value: 'site-do-professor' } });
    await userEvent.click(submit);
    expect(await screen.findByText(courseMessages.titleMin)).toBeInTheDocument();
    expect(field('Título')).toHaveAccessibleDescription(courseMessages.titleMin);
    expect(field('URL da capa')).toHaveAccessibleDescription(courseMessages.invalidUrl);
    expect(field('Nome do professor')).toHaveAccessibleDescription(courseMessages.professorNameMin);
    expect(field('Bio do professor')).toHaveAccessibleDescription(courseMessages.professorBioMin);
    expect(field('Link do professor')).toHaveAccessibleDescription(courseMessages.invalidUrl);
    expect(api.createCourse).not.toHaveBeenCalled();
  });

  it("takes 'Carga horária (horas)' as optional whole hours from 1 to 1000", async () => {
    renderScreen(<CreateCoursePage />, { session: sessionAs('admin') });
    const hours = field(certificateMessages.hoursLabel);
    expect(hours).toHaveAccessibleDescription(certificateMessages.hoursHelp);
    for (const typed of ['0', '1001', '2,5', 'dez']) {
      fireEvent.change(hours, { target: { value: typed } });
      await userEvent.click(screen.getByRole('button', { name: 'Criar Curso' }));
      expect(await screen.findByText(certificateMessages.hoursInvalid)).toBeInTheDocument();
    }
    fireEvent.change(hours, { target: { value: '40' } });
    await userEvent.click(screen.getByRole('button', { name: 'Criar Curso' }));
    expect(screen.queryByText(certificateMessages.hoursInvalid)).not.toBeInTheDocument();
    expect(api.createCourse).not.toHaveBeenCalled(); // the other fields are still empty
  });

  it('clears the preview of a cover address that does not load, and refuses a GIF', async () => {
    renderScreen(<CreateCoursePage />, { session: sessionAs('admin') });
    fireEvent.change(field('URL da capa'), {
      target: { value: 'https://imagens.example.com/nao-existe.png' },
    });
    const preview = screen.getByRole('img', { name: 'Pré-visualização da capa' });
    expect(screen.queryByText(courseMessages.imageLoadError)).not.toBeInTheDocument();
    fireEvent.error(preview);
    expect(await screen.findByText(courseMessages.imageLoadError)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pré-visualização da capa' })).not.toBeInTheDocument();

    const user = userEvent.setup({ applyAccept: false });
    const gif = new File(['GIF89a'], 'capa.gif', { type: 'image/gif' });
    await user.upload(fileInput('Imagem de capa'), gif);
    expect(await screen.findByText(fileMessages.courseImageType)).toBeInTheDocument();
    expect(fileInput('Imagem de capa')).toHaveAccessibleDescription(fileMessages.courseImageType);
  });
});

describe('Adicionar Aula ao Curso', { timeout: 20_000 }, () => {
  const route = `/dashboard/criar-aula-curso?curso_id=${SEEDED_COURSE.id}`;
  const path = '/dashboard/criar-aula-curso';

  it('names the course, suggests its professor and shows each message on its field', async () => {
    renderScreen(<CreateCourseClassPage />, { route, path, session: sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adicionar Aula ao Curso' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Curso: ${SEEDED_COURSE.title}`)).toBeInTheDocument();
    expect(field('Professor')).toHaveValue('Marina Lopes');

    fireEvent.change(field('Professor'), { target: { value: '' } });
    fireEvent.change(field('Link do vídeo'), { target: { value: 'video da aula' } });
    const submit = screen.getByRole('button', { name: 'Adicionar Aula' });
    await userEvent.click(submit);
    expect(await screen.findByText(classMessages.courseClassTitleRequired)).toBeInTheDocument();
    expect(field('Nome da aula')).toHaveAccessibleDescription(
      classMessages.courseClassTitleRequired,
    );
    expect(field('Link do vídeo')).toHaveAccessibleDescription(
      classMessages.courseClassVideoInvalid,
    );
    expect(field('Professor')).toHaveAccessibleDescription(
      classMessages.courseClassProfessorRequired,
    );

    fireEvent.change(field('Link do vídeo'), { target: { value: '' } });
    await userEvent.click(submit);
    await waitFor(() =>
      expect(field('Link do vídeo')).toHaveAccessibleDescription(
        classMessages.courseClassVideoRequired,
      ),
    );
    expect(api.addCourseClass).not.toHaveBeenCalled();
  });

  /** The error toast (title 'Erro' and `description`) is on screen. */
  async function expectErrorToast(description: string) {
    const toast = (await screen.findByText(description)).closest('.notistack-MuiContent');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Erro')).toBeInTheDocument();
  }

  it('goes back to the dashboard with a toast when no course is named', async () => {
    renderScreen(<CreateCourseClassPage />, { route: path, path, session: sessionAs('admin') });
    await expectErrorToast(courseMessages.dataUnavailable);
    expect(currentLocation.pathname).toBe('/dashboard');
  });

  it('goes back to the dashboard with a toast for an unknown course', async () => {
    api.course = null;
    renderScreen(<CreateCourseClassPage />, {
      route: `${path}?curso_id=nao-existe`,
      path,
      session: sessionAs('admin'),
    });
    await expectErrorToast(courseMessages.notFound);
    expect(currentLocation.pathname).toBe('/dashboard');
  });

  it('goes back to the dashboard with a toast when the course cannot be read', async () => {
    api.course = new Error('permission-denied');
    renderScreen(<CreateCourseClassPage />, { route, path, session: sessionAs('admin') });
    await expectErrorToast(courseMessages.loadError);
    expect(currentLocation.pathname).toBe('/dashboard');
  });
});
