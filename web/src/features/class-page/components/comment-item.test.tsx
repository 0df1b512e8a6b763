// A comment with its thread (happy-dom): the newest two replies and 'Ver respostas (N)', the
// 'Equipe' badge on the team's reply, and the reply box ('Responder' on the comment or on a
// reply, the comment's 3–500 rule, 'Enviar resposta'). The replies come from a mocked
// @/lib/content; the live journey is tests/e2e/comment-moderation.spec.ts.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { commentMessages } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { minutesAgo, postFixture } from '@/testing/posts';
import { sessionAs } from '@/testing/sessions';
import type { CommentDoc } from '../api/comments';
import { CommentItem } from './comment-item';

const api = vi.hoisted(() => ({
  replies: [] as unknown[],
  asked: [] as number[],
  addReply: vi.fn(async () => undefined),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/comments', () => ({ updateComment: vi.fn(), deleteComment: vi.fn() }));
vi.mock('@/lib/content', async () => {
  const { fakeLiveRead } = await import('@/testing/fake-reads');
  return {
    REPLIES_PREVIEW: 2,
    REPLIES_MAX: 100,
    liveReplies: (_classId: string, _commentId: string, count: number) =>
      fakeLiveRead(
        `replies-${count}`,
        () => api.replies.slice(-count),
        () => api.asked.push(count),
      ),
    addReply: api.addReply,
    updateReply: vi.fn(),
    deleteReply: vi.fn(),
  };
});

const reply = (id: string, userName: string, userRole: string, text: string, minutes: number) => ({
  ...postFixture(id, userName, userRole, text, minutes),
  commentId: 'pergunta',
  updatedAt: null,
});

const question = (replyCount: number): CommentDoc => ({
  id: 'pergunta',
  userId: 'aluno-1',
  userName: 'Carla Aluna',
  userRole: 'ALUNO',
  userAvatarUrl: null,
  text: 'Como calculo a margem?',
  classId: 'semanal-02',
  classTitle: 'Precificação',
  classSlug: 'precificacao-abc12345',
  createdAt: minutesAgo(60),
  updatedAt: null,
  replyCount,
  awaitingReply: false,
});

beforeEach(() => {
  api.asked = [];
  api.replies = [
    reply('r1', 'Bruno Assinante', 'ALUNO', 'Também quero saber.', 50),
    reply('r2', 'Ana Administradora', 'ADMIN', 'Preço menos custo, dividido pelo preço.', 40),
    reply('r3', 'Carla Aluna', 'ALUNO', 'Obrigada!', 30),
  ];
  api.addReply.mockClear();
});
afterEach(() => {
  cleanup();
});

const thread = () => screen.getByRole('list', { name: 'Respostas a Carla Aluna' });

describe('CommentItem with replies', () => {
  it("shows the newest two, then every reply on 'Ver respostas (N)'", async () => {
    renderScreen(
      <ul>
        <CommentItem classId="semanal-02" comment={question(3)} />
      </ul>,
      { session: sessionAs('student') },
    );
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(thread()).queryByText('Também quero saber.')).toBeNull();
    const team = within(thread()).getByRole('listitem', { name: 'Ana Administradora' });
    expect(within(team).getByText(commentMessages.teamBadge)).toBeInTheDocument();
    const student = within(thread()).getByRole('listitem', { name: 'Carla Aluna' });
    expect(within(student).queryByText(commentMessages.teamBadge)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: commentMessages.showReplies(3) }));
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: commentMessages.showReplies(3) })).toBeNull();
    expect(api.asked).toEqual([2, 100]);
    await expectAccessible();
  });

  it('no button while a thread has two replies or fewer', () => {
    api.replies = api.replies.slice(1);
    renderScreen(
      <ul>
        <CommentItem classId="semanal-02" comment={question(2)} />
      </ul>,
      { session: sessionAs('student') },
    );
    expect(within(thread()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Ver respostas/ })).toBeNull();
  });

  it("'Responder' on a reply opens the thread's box, with the comment's rule", async () => {
    renderScreen(
      <ul>
        <CommentItem classId="semanal-02" comment={question(3)} />
      </ul>,
      { session: sessionAs('subscriber') },
    );
    const team = within(thread()).getByRole('listitem', { name: 'Ana Administradora' });
    fireEvent.click(within(team).getByRole('button', { name: commentMessages.reply }));
    const box = screen.getByRole('textbox', { name: commentMessages.replyLabel });
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: commentMessages.sendReply }));
    expect(await screen.findByText(commentMessages.textMax)).toBeInTheDocument();
    expect(api.addReply).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'Entendi, obrigado!' } });
    fireEvent.click(screen.getByRole('button', { name: commentMessages.sendReply }));
    expect(await screen.findByText(commentMessages.replySentTitle)).toBeInTheDocument();
    expect(api.addReply).toHaveBeenCalledWith(
      'semanal-02',
      'pergunta',
      expect.objectContaining({ role: 'ALUNO' }),
      'Entendi, obrigado!',
    );
  });

  it("a comment without replies shows only its 'Responder'", () => {
    api.replies = [];
    renderScreen(
      <ul>
        <CommentItem classId="semanal-02" comment={question(0)} />
      </ul>,
      { session: sessionAs('student') },
    );
    expect(screen.queryByRole('list', { name: 'Respostas a Carla Aluna' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: commentMessages.reply }));
    expect(screen.getByRole('textbox', { name: commentMessages.replyLabel })).toBeInTheDocument();
  });
});
