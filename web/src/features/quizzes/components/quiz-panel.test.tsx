// The member's quiz under a class (happy-dom): start, answer (by ids), confirm when questions are
// unanswered, the result and the review, the wait between attempts, answers kept on the device,
// and the admin's link. submitQuiz and the reads are the feature's api module, mocked; the server
// side is tests/functions/quizzes.test.ts and the journey tests/e2e/quizzes.spec.ts.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_QUIZ_SETTINGS,
  quizMessages as q,
  saoPauloClockTime,
  type Quiz,
  type QuizResult,
  type SubmitQuizOutput,
} from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import type { Feed } from '@/testing/fake-reads';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { QuizPanel } from './quiz-panel';

const api = vi.hoisted(() => ({
  quiz: {} as Feed,
  result: {} as Feed,
  submitQuiz: vi.fn(),
}));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/quizzes', async () => {
  const { feedRead } = await import('@/testing/fake-reads');
  return {
    liveQuiz: () => feedRead('quiz', () => api.quiz),
    liveQuizResult: () => feedRead('result', () => api.result),
    submitQuiz: api.submitQuiz,
  };
});

/** A stored time as Firestore hands it over. */
const stamp = (date: Date) => ({ toDate: () => date });

const QUIZ: Quiz = {
  questions: [
    {
      id: 'q1',
      type: 'single',
      text: 'Qual regime é o mais simples?',
      options: [
        { id: 'a', text: 'Simples Nacional' },
        { id: 'b', text: 'Lucro Real' },
      ],
    },
    {
      id: 'q2',
      type: 'multiple',
      text: 'Quais entram no fluxo de caixa?',
      options: [
        { id: 'a', text: 'Recebimentos' },
        { id: 'b', text: 'Sonhos' },
        { id: 'c', text: 'Pagamentos' },
      ],
    },
    {
      id: 'q3',
      type: 'truefalse',
      text: 'Reserva de emergência é importante.',
      options: [
        { id: 'verdadeiro', text: 'Verdadeiro' },
        { id: 'falso', text: 'Falso' },
      ],
    },
  ],
  settings: { ...DEFAULT_QUIZ_SETTINGS, requirePass: true },
  updatedAt: stamp(new Date()),
};
const target = { kind: 'class', id: 'aula-1' } as const;

const outcome = (over: Partial<SubmitQuizOutput>): SubmitQuizOutput => ({
  score: 33.3,
  passed: false,
  passMark: 70,
  bestScore: 33.3,
  bestPassed: false,
  attempts: 1,
  attemptsLeft: null,
  nextAttemptAt: null,
  review: null,
  ...over,
});
const stored = (over: Partial<QuizResult>): QuizResult => ({
  quizId: 'aula-aula-1',
  attempts: 1,
  bestScore: 33.3,
  lastScore: 33.3,
  passed: false,
  lastAttemptAt: stamp(new Date()),
  nextAttemptAt: null,
  ...over,
});

beforeEach(() => {
  api.quiz = { data: QUIZ };
  api.result = { data: null };
  api.submitQuiz.mockReset();
  localStorage.clear();
});
afterEach(() => cleanup());

const render = (role: 'subscriber' | 'admin' = 'subscriber', editHref: string | null = null) =>
  renderScreen(<QuizPanel target={target} editHref={editHref} />, {
    session: sessionAs(role),
  });

describe('QuizPanel (member)', () => {
  it('takes the quiz: asks before sending unanswered questions, sends ids, shows the result', async () => {
    api.submitQuiz.mockResolvedValue(outcome({}));
    const user = userEvent.setup();
    const { container } = render();
    expect(screen.getByRole('heading', { name: q.title })).toBeInTheDocument();
    expect(screen.getByText(q.requiredToComplete)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: q.take }));

    const first = screen.getByRole('group', { name: /Qual regime é o mais simples/ });
    await user.click(within(first).getByRole('radio', { name: 'Simples Nacional' }));
    const second = screen.getByRole('group', { name: /Quais entram no fluxo de caixa/ });
    await user.click(within(second).getByRole('checkbox', { name: 'Pagamentos' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Recebimentos' }));
    await expectAccessible(container);

    await user.click(screen.getByRole('button', { name: q.send }));
    const dialog = await screen.findByRole('dialog', { name: q.confirmUnansweredTitle });
    expect(dialog).toHaveTextContent(q.confirmUnanswered(1));
    await user.click(within(dialog).getByRole('button', { name: q.keepAnswering }));
    expect(api.submitQuiz).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: q.send }));
    await user.click(await screen.findByRole('button', { name: q.confirmSend }));
    expect(api.submitQuiz).toHaveBeenCalledWith(target, { q1: ['a'], q2: ['c', 'a'] });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Não foi desta vez: 33% (mínimo 70%)',
    );
  });

  it('shows which answers were right and the explanations when the quiz allows it', async () => {
    api.submitQuiz.mockResolvedValue(
      outcome({
        score: 66.6,
        review: [
          { questionId: 'q1', correct: true, correctOptionIds: ['a'], explanation: 'Unifica.' },
          { questionId: 'q2', correct: false, correctOptionIds: ['a', 'c'], explanation: null },
        ],
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: q.take }));
    await user.click(screen.getByRole('radio', { name: 'Verdadeiro' }));
    await user.click(screen.getByRole('button', { name: q.send }));
    await user.click(await screen.findByRole('button', { name: q.confirmSend }));
    expect(await screen.findByText(`${q.explanation} Unifica.`)).toBeInTheDocument();
    expect(screen.getByText(`${q.correctAnswer} Recebimentos; Pagamentos`)).toBeInTheDocument();
  });

  it("says 'Aprovado com {N}%' for a passed quiz and offers 'Tentar de novo'", async () => {
    api.result = { data: stored({ passed: true, bestScore: 100, lastScore: 100 }) };
    const { container } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Aprovado com 100%');
    expect(screen.getByRole('button', { name: q.retry })).toBeInTheDocument();
    await expectAccessible(container);
  });

  it('shows the wait in São Paulo time instead of the button, and when no attempts are left', () => {
    const next = new Date(Date.now() + 30 * 60_000);
    api.result = { data: stored({ nextAttemptAt: stamp(next) }) };
    render();
    expect(screen.getByText(q.retryAt(saoPauloClockTime(next)))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: q.retry })).not.toBeInTheDocument();

    cleanup();
    api.quiz = { data: { ...QUIZ, settings: { ...QUIZ.settings, maxAttempts: 1 } } };
    api.result = { data: stored({}) };
    render();
    expect(screen.getByText(q.noAttemptsLeft)).toBeInTheDocument();
  });

  it('keeps an attempt started and left on the device, and clears it once sent', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: q.take }));
    await user.click(screen.getByRole('radio', { name: 'Lucro Real' }));
    cleanup();

    render();
    await user.click(screen.getByRole('button', { name: q.take }));
    expect(screen.getByRole('radio', { name: 'Lucro Real' })).toBeChecked();
    api.submitQuiz.mockResolvedValue(outcome({}));
    await user.click(screen.getByRole('button', { name: q.send }));
    await user.click(await screen.findByRole('button', { name: q.confirmSend }));
    await screen.findByRole('status');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('quiz-draft:'))).toEqual([]);
  });

  it('shows the server refusal (the wait) as it is said', async () => {
    api.submitQuiz.mockRejectedValue(
      Object.assign(new Error('Você poderá tentar de novo às 14:05'), {
        code: 'functions/failed-precondition',
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: q.take }));
    await user.click(screen.getByRole('radio', { name: 'Verdadeiro' }));
    await user.click(screen.getByRole('button', { name: q.send }));
    await user.click(await screen.findByRole('button', { name: q.confirmSend }));
    expect(await screen.findByText('Você poderá tentar de novo às 14:05')).toBeInTheDocument();
  });

  it('shows nothing without a quiz, and the admin the way to add one', () => {
    api.quiz = { data: null };
    const { container } = render();
    expect(container).toBeEmptyDOMElement();
    cleanup();
    render('admin', '/dashboard/aula/x/questionario');
    expect(screen.getByRole('link', { name: 'Adicionar questionário' })).toHaveAttribute(
      'href',
      '/dashboard/aula/x/questionario',
    );
  });
});
