import { z } from 'zod';
import {
  QUIZ_ID_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TARGET_KINDS,
  quizFormSchema,
} from '../entities/quiz';
import { defineCallable, outputType } from './define-callable';
import { idField } from './fields';

// The quiz callables (docs/quizzes.md). saveQuiz (admins): the editor's quiz, split by the
// function into the questions members read and the key only admins read. submitQuiz (members):
// grades on the server, counts the attempt in a transaction, enforces the wait, and answers with
// the correct options and explanations only when the quiz shows them.

export const quizCallableMessages = {
  adminsOnlyQuizzes: 'Apenas administradores podem editar questionários',
  quizNotFound: 'Questionário não encontrado',
  invalidAnswers: 'Respostas inválidas',
  noAttemptsLeft: 'Você já usou todas as tentativas deste questionário.',
  // The wait: the function sends the São Paulo time (quizMessages.retryAt says the same).
  retryAt: (time: string) => `Você poderá tentar de novo às ${time}`,
} as const;

const m = quizCallableMessages;

export const quizTargetSchema = z.object(
  {
    kind: z.enum(QUIZ_TARGET_KINDS, { error: m.quizNotFound }),
    id: idField(m.quizNotFound),
  },
  { error: m.quizNotFound },
);

const answerIds = z
  .array(z.string({ error: m.invalidAnswers }).max(QUIZ_ID_MAX, m.invalidAnswers), {
    error: m.invalidAnswers,
  })
  .max(QUIZ_OPTIONS_MAX, m.invalidAnswers);

export const submitQuizInputSchema = z.object(
  {
    target: quizTargetSchema,
    /** Per question id, the chosen option ids. */
    answers: z
      .record(z.string().max(QUIZ_ID_MAX, m.invalidAnswers), answerIds, {
        error: m.invalidAnswers,
      })
      .refine((answers) => Object.keys(answers).length <= QUIZ_QUESTIONS_MAX, m.invalidAnswers),
  },
  { error: m.invalidAnswers },
);
export type SubmitQuizInput = z.input<typeof submitQuizInputSchema>;

/** One question after an attempt, sent only when the quiz shows the correct answers. */
export interface QuizReviewItem {
  questionId: string;
  correct: boolean;
  correctOptionIds: string[];
  explanation: string | null;
}

export interface SubmitQuizOutput {
  score: number;
  passed: boolean;
  passMark: number;
  /** The best score so far (this one included): the one that counts. */
  bestScore: number;
  bestPassed: boolean;
  attempts: number;
  /** null: unlimited. */
  attemptsLeft: number | null;
  /** ISO instant when the next attempt is allowed; null: now. */
  nextAttemptAt: string | null;
  /** null when the quiz does not show the correct answers. */
  review: QuizReviewItem[] | null;
}

export const submitQuizCallable = defineCallable({
  name: 'submitQuiz',
  input: submitQuizInputSchema,
  output: outputType<SubmitQuizOutput>(),
});

export const saveQuizInputSchema = z.object({
  target: quizTargetSchema,
  /** The whole quiz, or null to remove it. */
  quiz: quizFormSchema.nullable(),
});
export type SaveQuizInput = z.input<typeof saveQuizInputSchema>;

export interface SaveQuizOutput {
  saved: boolean;
  questions: number;
}

export const saveQuizCallable = defineCallable({
  name: 'saveQuiz',
  input: saveQuizInputSchema,
  output: outputType<SaveQuizOutput>(),
});
