// The moderation page on its own (happy-dom): the list, the search (any case, no accents) and its
// empty text. Deleting a comment, and a class page losing it live, stay in the browser
// (tests/e2e/comment-moderation.test.ts); here the feature's api module hands the page its data.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { commentMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import type { ModeratedComment } from './api/moderation';
import CommentsModerationPage from './comments-moderation-page';

const api = vi.hoisted(() => ({
  comments: [] as unknown[],
  deleteModeratedComment: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('./api/moderation', () => ({
  MODERATION_PAGE_SIZE: 50,
  subscribeLatestComments: (_count: number, onData: (page: unknown) => void) => {
    onData({ comments: api.comments, hasMore: false });
    return () => undefined;
  },
  deleteModeratedComment: api.deleteModeratedComment,
}));

const comment = (id: string, userName: string, userRole: string, text: string, minutes: number) =>
  ({
    id,
    path: `classes/semanal-02/comments/${id}`,
    userId: `${id}-user`,
    userName,
    userRole,
    userAvatarUrl: null,
    text,
    classId: 'semanal-02',
    classTitle: 'Precificação estratégica de serviços',
    classSlug: 'precificacao-estrategica-abc12345',
    createdAt: new Date(Date.now() - minutes * 60_000),
  }) as unknown as ModeratedComment;

const STUDENT_COMMENT = 'Vou revisar meus preços esta semana.';

beforeEach(() => {
  api.comments = [
    comment('c3', 'Carla Aluna', 'ALUNO', STUDENT_COMMENT, 1),
    comment('c2', 'Bruno Assinante', 'ALUNO', 'Excelente aula, muito prática.', 5),
    comment('c1', 'Ana Administradora', 'ADMIN', 'Obrigada pelos comentários!', 9),
  ];
});
afterEach(() => {
  cleanup();
});

describe('CommentsModerationPage', () => {
  it('finds a comment by part of its text, in any case and without accents', () => {
    renderScreen(<CommentsModerationPage />, { session: sessionAs('admin') });
    expect(
      screen.getByRole('heading', { level: 1, name: commentMessages.moderationTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(commentMessages.moderationSubtitle)).toBeInTheDocument();
    const entries = screen.getAllByRole('article');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent(STUDENT_COMMENT);

    const search = screen.getByRole('textbox', { name: commentMessages.moderationSearch });
    fireEvent.change(search, { target: { value: 'PRECOS' } });
    const [entry] = screen.getAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(entry).toHaveTextContent(STUDENT_COMMENT);
    expect(within(entry!).getByText('Carla Aluna')).toBeInTheDocument();
    expect(within(entry!).getByText('Aluno', { exact: true })).toBeInTheDocument();
    expect(within(entry!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/aula/precificacao-estrategica-abc12345',
    );
    expect(within(entry!).getByRole('button', { name: 'Excluir comentário' })).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'carla' } });
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says so when nothing matches', () => {
    renderScreen(<CommentsModerationPage />, { session: sessionAs('admin') });
    fireEvent.change(screen.getByRole('textbox', { name: commentMessages.moderationSearch }), {
      target: { value: 'nada parecido com isso' },
    });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText(commentMessages.moderationEmpty)).toBeInTheDocument();
  });
});
