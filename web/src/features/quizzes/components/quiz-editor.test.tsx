// The admin's quiz editor (happy-dom): the domain schema's messages, marking correct options,
// add / reorder / duplicate / delete, the preview as a member, saving (split on the server) and
// deleting the quiz. saveQuiz is the feature's api module, mocked.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_QUIZ_SETTINGS, quizMessages as q, type QuizFormData } from '@app/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '@/testing/expect-accessible';
import { renderScreen } from '@/testing/render-screen';
import { sessionAs } from '@/testing/sessions';
import { quizEditorMessages as t } from '../messages';
import { QuizEditor } from './quiz-editor';

const api = vi.hoisted(() => ({ saveQuiz: vi.fn() }));
vi.mock('@/lib/firestore', () => ({ firestore: {} }));
vi.mock('../api/quizzes', () => ({ saveQuiz: api.saveQuiz }));

const target = { kind: 'class', id: 'aula-1' } as const;
const STORED: QuizFormData = {
  settings: { ...DEFAULT_QUIZ_SETTINGS, passMark: 80 },
  questions: [
    {
      id: 'q1',
      type: 'single',
      text: 'Primeira pergunta',
      explanation: 'Porque sim.',
      options: [
        { id: 'a', text: 'Certa', correct: true },
        { id: 'b', text: 'Errada', correct: false },
      ],
    },
    {
      id: 'q2',
      type: 'truefalse',
      text: 'Segunda pergunta',
      explanation: '',
      options: [
        { id: 'verdadeiro', text: 'Verdadeiro', correct: false },
        { id: 'falso', text: 'Falso', correct: true },
      ],
    },
  ],
};

beforeEach(() => {
  api.saveQuiz.mockReset();
  api.saveQuiz.mockResolvedValue({ saved: true, questions: 2 });
});
afterEach(() => cleanup());

const render = (initial: QuizFormData | null = STORED) =>
  renderScreen(<QuizEditor target={target} initial={initial} />, { session: sessionAs('admin') });

const questionBox = (n: number) => screen.getByRole('group', { name: t.question(n) });

describe('QuizEditor', () => {
  it('shows the schema messages and saves nothing while a question is incomplete', async () => {
    const user = userEvent.setup();
    const { container } = render(null);
    await expectAccessible(container);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(q.questionTextRequired)).toBeInTheDocument();
    expect(screen.getAllByText(q.optionTextRequired)).toHaveLength(2);
    expect(await screen.findByText(t.fixErrors)).toBeInTheDocument();
    expect(api.saveQuiz).not.toHaveBeenCalled();
  });

  it('builds a quiz: marks the correct option, adds a question and saves it whole', async () => {
    const user = userEvent.setup();
    render(null);
    const first = questionBox(1);
    await user.type(within(first).getByLabelText(/Enunciado/), 'Qual é a capital?');
    await user.type(within(first).getByLabelText('Alternativa 1'), 'Brasília');
    await user.type(within(first).getByLabelText('Alternativa 2'), 'Rio');
    await user.click(within(first).getByRole('radio', { name: t.markCorrect(2) }));
    await user.click(within(first).getByRole('radio', { name: t.markCorrect(1) }));

    await user.click(screen.getByRole('button', { name: t.addQuestion }));
    const second = questionBox(2);
    await user.click(within(second).getByRole('combobox', { name: t.questionType }));
    await user.click(await screen.findByRole('option', { name: q.types.truefalse }));
    await user.type(within(second).getByLabelText(/Enunciado/), 'O céu é azul.');

    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    const [sentTarget, sent] = api.saveQuiz.mock.calls[0] as [unknown, QuizFormData];
    expect(sentTarget).toEqual(target);
    expect(sent.questions.map((question) => question.type)).toEqual(['single', 'truefalse']);
    expect(sent.questions[0]!.options.map((o) => [o.text, o.correct])).toEqual([
      ['Brasília', true],
      ['Rio', false],
    ]);
    expect(sent.questions[1]!.options.map((o) => o.id)).toEqual(['verdadeiro', 'falso']);
  });

  it('reorders, duplicates and deletes questions', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: t.moveDown(1) }));
    expect(within(questionBox(1)).getByLabelText(/Enunciado/)).toHaveValue('Segunda pergunta');
    await user.click(screen.getByRole('button', { name: t.duplicate(2) }));
    expect(within(questionBox(3)).getByLabelText(/Enunciado/)).toHaveValue('Primeira pergunta');
    await user.click(screen.getByRole('button', { name: t.remove(1) }));
    expect(screen.queryByRole('group', { name: t.question(3) })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.save }));
    await screen.findByText(t.saved);
    const sent = (api.saveQuiz.mock.calls[0] as [unknown, QuizFormData])[1];
    expect(sent.questions.map((question) => question.text)).toEqual([
      'Primeira pergunta',
      'Primeira pergunta',
    ]);
    expect(sent.questions[0]!.id).toBe('q1');
    expect(sent.questions[1]!.id).not.toBe('q1');
    expect(sent.settings.passMark).toBe(80);
  });

  it('previews the quiz as a member sees it, without the correct options', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: t.preview }));
    const dialog = await screen.findByRole('dialog', { name: t.previewTitle });
    expect(within(dialog).getByRole('radio', { name: 'Certa' })).not.toBeChecked();
    expect(within(dialog).queryByRole('button', { name: q.send })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Porque sim/)).not.toBeInTheDocument();
    await expectAccessible(dialog);
    await user.click(within(dialog).getByRole('button', { name: t.close }));
  });

  it('deletes the quiz after confirming', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: t.deleteQuiz }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    expect(api.saveQuiz).toHaveBeenCalledWith(target, null);
  });
});
