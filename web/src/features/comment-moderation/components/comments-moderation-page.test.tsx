// The moderation page on its own (happy-dom): the tabs ('Sem resposta' first), the list, the
// search (any case, no accents), the empty texts and the reply box. Deleting a comment, answering
// one and a class page changing live stay in the browser (tests/e2e/comment-moderation.spec.ts);
// here the feature's api module hands the page its data.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { commentMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { postFixture } from '@/testing/posts';
import { sessionAs } from '@/testing/sessions';
import type { ModeratedComment } from '../api/moderation';
import CommentsModerationPage from './comments-moderation-page';

const api = vi.hoisted(() => ({
  comments: [] as unknown[],
  tabs: [] as string[],
  deleteModeratedComment: vi.fn(async () => undefined),
  addReply: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('@/lib/content', () => ({ addReply: api.addReply }));
vi.mock('../api/moderation', async () => {
  const { fakeLiveRead } = await import('@/testing/fake-reads');
  return {
    MODERATION_PAGE_SIZE: 50,
    MODERATION_TABS: ['awaiting', 'answered', 'all'],
    liveModerationTab: (tab: string, count: number) =>
      fakeLiveRead(
        `moderation-${tab}-${count}`,
        () => ({ items: api.comments, hasMore: false }),
        () => api.tabs.push(tab),
      ),
    deleteModeratedComment: api.deleteModeratedComment,
  };
});

const comment = (id: string, userName: string, userRole: string, text: string, minutes: number) =>
  ({
    ...postFixture(id, userName, userRole, text, minutes),
    path: `classes/semanal-02/comments/${id}`,
    classTitle: 'Precificação estratégica de serviços',
    classSlug: 'precificacao-estrategica-abc12345',
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

  it("opens on 'Sem resposta' and lists another tab's comments when it is chosen", () => {
    api.tabs = [];
    renderScreen(<CommentsModerationPage />, { session: sessionAs('admin') });
    expect(screen.getByRole('tab', { name: commentMessages.tabAwaiting })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(commentMessages.tabAwaiting);
    fireEvent.click(screen.getByRole('tab', { name: commentMessages.tabAnswered }));
    expect(screen.getByRole('tab', { name: commentMessages.tabAnswered })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.tabs).toEqual(['awaiting', 'answered']);
  });

  it('says the queue is empty in words of its own', () => {
    api.comments = [];
    renderScreen(<CommentsModerationPage />, { session: sessionAs('admin') });
    expect(screen.getByText(commentMessages.emptyAwaiting)).toBeInTheDocument();
  });

  it("answers in place: 'Responder', the comment's rule, then 'Enviar resposta'", async () => {
    renderScreen(<CommentsModerationPage />, { session: sessionAs('admin') });
    const [entry] = screen.getAllByRole('article');
    fireEvent.click(within(entry!).getByRole('button', { name: commentMessages.reply }));
    const box = within(entry!).getByRole('textbox', { name: commentMessages.replyLabel });
    fireEvent.change(box, { target: { value: 'ok' } });
    fireEvent.click(within(entry!).getByRole('button', { name: commentMessages.sendReply }));
    expect(await within(entry!).findByText(commentMessages.textMin)).toBeInTheDocument();
    expect(api.addReply).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '  Sim, revise a margem primeiro.  ' } });
    fireEvent.click(within(entry!).getByRole('button', { name: commentMessages.sendReply }));
    expect(await screen.findByText(commentMessages.replySentTitle)).toBeInTheDocument();
    expect(api.addReply).toHaveBeenCalledWith(
      'semanal-02',
      'c3',
      expect.objectContaining({ role: 'ADMIN' }),
      'Sim, revise a margem primeiro.',
    );
    expect(within(entry!).queryByRole('textbox', { name: commentMessages.replyLabel })).toBeNull();
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
