// The course page on its own (happy-dom): who sees the lock, the not-found and loading states, and
// which buttons a role gets. The journeys through a course (progress, reordering) stay in the
// browser (tests/e2e/courses.spec.ts); here the feature's api module hands the page its data.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateMessages, courseMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassDoc, CourseDoc } from '@/lib/content';
import type { Feed } from '@/testing/fake-reads';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import CoursePage from './course-page';

const api = vi.hoisted(() => ({
  course: {} as Feed,
  classes: {} as Feed,
  completed: {} as Feed,
  saveClassOrder: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
// How far each video was watched is its own read (lib/content), not this page's data.
vi.mock('@/lib/content', async (original) => ({
  ...(await original<object>()),
  useWatchedPercents: () => new Map(),
}));
vi.mock('../api/course-classes', () => ({ saveClassOrder: api.saveClassOrder }));
vi.mock('../api/course-queries', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    liveCourse: () => feedRead('course', () => api.course),
    liveCourseClasses: () => feedRead('classes', () => api.classes),
    liveCourseCompletions: () => feedRead('completed', () => api.completed),
  };
});

const when = new Date('2025-03-01T12:00:00Z');
const COURSE: CourseDoc = {
  id: 'curso-ia',
  title: 'IA Aplicada ao Seu Negócio',
  description: 'Ferramentas de IA para o dia a dia.',
  coverUrl: null,
  professorName: 'Marina Lopes',
  professorDescription: 'Consultora.',
  professorLink: null,
  classOrder: [],
  createdAt: when,
  updatedAt: when,
} as unknown as CourseDoc;
const courseClass = (id: string, title: string, minutes: number) =>
  ({
    id,
    slug: `${id}-slug`,
    title,
    type: 'CURSO',
    courseId: COURSE.id,
    duration: `${minutes} min`,
    createdAt: new Date(when.getTime() + minutes * 1000),
  }) as unknown as ClassDoc;
const CLASSES = [
  courseClass('aula-1', 'Primeiros passos com IA', 10),
  courseClass('aula-2', 'Automatizando o atendimento', 12),
];

const route = `/dashboard/curso/${COURSE.id}`;
const path = '/dashboard/curso/:id';

beforeEach(() => {
  api.course = { data: COURSE };
  api.classes = { data: CLASSES };
  api.completed = { data: new Set<string>() };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CoursePage', () => {
  it("shows 'Acesso Restrito' and the plans to a member without a subscription", async () => {
    renderScreen(<CoursePage />, { route, path, session: sessionAs('student') });
    expect(
      screen.getByRole('heading', { level: 1, name: courseMessages.restrictedTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByText(COURSE.title)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver planos de assinatura' }));
    expect(
      await screen.findByRole('dialog', { name: 'Exclusivo para assinantes' }),
    ).toBeInTheDocument();
  });

  it("shows 'Curso não encontrado.' for an unknown course, with the way back", () => {
    api.course = { data: null };
    renderScreen(<CoursePage />, {
      route: '/dashboard/curso/nao-existe',
      path,
      session: sessionAs('subscriber'),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: courseMessages.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says so when the course cannot be read', () => {
    api.course = { error: new Error('permission-denied') };
    renderScreen(<CoursePage />, { route, path, session: sessionAs('subscriber') });
    expect(screen.getByRole('alert')).toHaveTextContent(courseMessages.loadError);
  });

  it('shows a skeleton while the course loads', () => {
    api.classes = {};
    renderScreen(<CoursePage />, { route, path, session: sessionAs('subscriber') });
    expect(screen.getByRole('progressbar', { name: 'Carregando curso' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows a course without classes with the main button disabled', () => {
    api.classes = { data: [] };
    renderScreen(<CoursePage />, { route, path, session: sessionAs('admin') });
    expect(screen.getByRole('heading', { level: 1, name: COURSE.title })).toBeInTheDocument();
    expect(screen.getByText('Este curso ainda não tem aulas.')).toBeInTheDocument();
    expect(screen.getByText('0 aulas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: courseMessages.startButton })).toBeDisabled();
  });

  it('gives a subscriber the progress and the classes, without the admin buttons', () => {
    api.completed = { data: new Set(['aula-1']) };
    renderScreen(<CoursePage />, { route, path, session: sessionAs('subscriber') });
    expect(screen.getByText('2 aulas')).toBeInTheDocument();
    expect(screen.getByText('50% concluído')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso do curso' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('link', { name: courseMessages.continueButton })).toHaveAttribute(
      'href',
      '/dashboard/aula/aula-2-slug',
    );
    const items = within(screen.getByRole('list', { name: 'Aulas' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Concluída1. Primeiros passos com IA10 min',
      '2. Automatizando o atendimento12 min',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Concluída' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img', { name: 'Concluída' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar Aulas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar Capa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mover / })).not.toBeInTheDocument();
  });

  it("promises the certificate's hours only for a course that has them", () => {
    renderScreen(<CoursePage />, { route, path, session: sessionAs('subscriber') });
    expect(screen.queryByText(/^Certificado de/)).not.toBeInTheDocument();
    cleanup();
    api.course = { data: { ...COURSE, hours: 12 } };
    renderScreen(<CoursePage />, { route, path, session: sessionAs('subscriber') });
    expect(screen.getByText(certificateMessages.coursePromise(12))).toHaveTextContent(
      'Certificado de 12 horas ao concluir',
    );
  });

  it('gives an admin the links to add classes and edit the cover, and the order buttons', async () => {
    renderScreen(<CoursePage />, { route, path, session: sessionAs('admin') });
    expect(screen.getByRole('link', { name: 'Adicionar Aulas' })).toHaveAttribute(
      'href',
      `/dashboard/criar-aula-curso?curso_id=${COURSE.id}`,
    );
    expect(screen.getByRole('link', { name: 'Editar Capa' })).toHaveAttribute(
      'href',
      `/dashboard/curso/${COURSE.id}/editar`,
    );
    expect(
      screen.getByRole('button', { name: 'Mover "Primeiros passos com IA" para cima' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Mover "Automatizando o atendimento" para baixo' }),
    ).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Mover "Automatizando o atendimento" para cima' }),
    );
    expect(api.saveClassOrder).toHaveBeenCalledWith(COURSE.id, ['aula-2', 'aula-1']);
  });
});
