// Grading a quiz: pure, the same in submitQuiz (the only grader that counts) and in the unit
// tests. Answers are matched by question and option ids, never by position, so a member's
// shuffled screen grades the same as the editor's order.
import { SAO_PAULO_TIME_ZONE } from '../dates';
import type { QuizKeyEntry, QuizQuestion, QuizSettings } from './quiz';

/** The member's answers: per question id, the chosen option ids. */
export type QuizAnswers = Record<string, readonly string[]>;

export interface GradedQuestion {
  questionId: string;
  correct: boolean;
  answered: boolean;
}

export interface QuizGrade {
  correctCount: number;
  total: number;
  /** Percent, floored to one decimal: 2 of 3 is 66.6, never rounded up over a pass mark. */
  score: number;
  passed: boolean;
  questions: GradedQuestion[];
}

/** Percent of `correct` in `total`, floored to one decimal (integer arithmetic, no float drift). */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((correct * 1000) / total) / 10;
}

/** Whether a score reaches the pass mark: 69.9 does not reach 70. */
export function reachesPassMark(score: number, passMark: number): boolean {
  return score >= passMark;
}

/** The whole percent shown to people ('Aprovado com 66%' for 66.6): floored, like the score. */
export function displayScore(score: number): number {
  return Math.floor(score);
}

/**
 * Whether the chosen options are exactly the correct ones. Partial answers to 'Escolha todas as
 * corretas' are wrong, as is any extra or unknown option.
 */
export function isAnswerCorrect(chosen: readonly string[], correct: readonly string[]): boolean {
  const given = new Set(chosen);
  return (
    correct.length > 0 &&
    given.size === chosen.length &&
    given.size === correct.length &&
    correct.every((id) => given.has(id))
  );
}

/**
 * Grades the answers against the key. Every question of the quiz counts; an unanswered one, or
 * one the key does not cover, is wrong. Answers to questions not in the quiz are ignored.
 */
export function gradeQuiz(
  questions: readonly Pick<QuizQuestion, 'id'>[],
  key: readonly QuizKeyEntry[],
  answers: QuizAnswers,
  passMark: number,
): QuizGrade {
  const correctOf = new Map(key.map((entry) => [entry.questionId, entry.correct]));
  const graded = questions.map((question): GradedQuestion => {
    const chosen = answers[question.id] ?? [];
    return {
      questionId: question.id,
      answered: chosen.length > 0,
      correct: isAnswerCorrect(chosen, correctOf.get(question.id) ?? []),
    };
  });
  const correctCount = graded.filter((q) => q.correct).length;
  const score = scorePercent(correctCount, graded.length);
  return {
    correctCount,
    total: graded.length,
    score,
    passed: reachesPassMark(score, passMark),
    questions: graded,
  };
}

/** Attempts still allowed after `used` (null: unlimited). */
export function attemptsLeft(settings: Pick<QuizSettings, 'maxAttempts'>, used: number) {
  return settings.maxAttempts === null ? null : Math.max(0, settings.maxAttempts - used);
}

/** When the next attempt may start after one at `at` (null: right away). */
export function nextAttemptAfter(
  settings: Pick<QuizSettings, 'waitMinutes'>,
  at: Date,
): Date | null {
  return settings.waitMinutes > 0 ? new Date(at.getTime() + settings.waitMinutes * 60_000) : null;
}

let clockFormat: Intl.DateTimeFormat | undefined;

/** 'HH:mm' on São Paulo's clocks ('Você poderá tentar de novo às 14:05'). */
export function saoPauloClockTime(at: Date): string {
  clockFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: SAO_PAULO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clockFormat.format(at);
}

/**
 * A copy of `items` in a random order (Fisher–Yates with `random()` in [0, 1)). The member's
 * screen shuffles with it; grading never looks at positions.
 */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
