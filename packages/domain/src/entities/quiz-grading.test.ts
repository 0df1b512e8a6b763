import { describe, expect, it } from 'vitest';
import { quizFormSchema, joinQuiz, splitQuiz, DEFAULT_QUIZ_SETTINGS } from './quiz';
import {
  attemptsLeft,
  displayScore,
  gradeQuiz,
  isAnswerCorrect,
  nextAttemptAfter,
  reachesPassMark,
  saoPauloClockTime,
  scorePercent,
  shuffled,
} from './quiz-grading';

const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
const key = [
  { questionId: 'q1', correct: ['a'] },
  { questionId: 'q2', correct: ['a', 'c'] },
  { questionId: 'q3', correct: ['verdadeiro'] },
];

describe('gradeQuiz', () => {
  it('grades each type by ids, whatever order the options were shown in', () => {
    const grade = gradeQuiz(questions, key, { q1: ['a'], q2: ['c', 'a'], q3: ['verdadeiro'] }, 70);
    expect(grade).toMatchObject({ correctCount: 3, total: 3, score: 100, passed: true });
  });

  it("counts a partial 'Escolha todas as corretas' as wrong, and extra options too", () => {
    expect(gradeQuiz(questions, key, { q2: ['a'] }, 70).questions[1]).toEqual({
      questionId: 'q2',
      answered: true,
      correct: false,
    });
    expect(isAnswerCorrect(['a', 'b', 'c'], ['a', 'c'])).toBe(false);
    expect(isAnswerCorrect(['a', 'a'], ['a', 'c'])).toBe(false);
    expect(isAnswerCorrect(['a', 'a'], ['a'])).toBe(false);
  });

  it('counts unanswered questions and questions missing from the key as wrong', () => {
    const grade = gradeQuiz([...questions, { id: 'q4' }], key, { q1: ['a'], q4: ['x'] }, 70);
    expect(grade.correctCount).toBe(1);
    expect(grade.questions.map((q) => q.answered)).toEqual([true, false, false, true]);
    expect(grade.score).toBe(25);
  });

  it('ignores answers to questions the quiz does not have', () => {
    expect(gradeQuiz(questions, key, { q1: ['a'], intruso: ['a'] }, 70).correctCount).toBe(1);
  });

  it('floors the score, so 69.9% fails a 70% pass mark and 2 of 3 fails 67%', () => {
    expect(scorePercent(699, 1000)).toBe(69.9);
    expect(reachesPassMark(69.9, 70)).toBe(false);
    expect(reachesPassMark(70, 70)).toBe(true);
    expect(scorePercent(2, 3)).toBe(66.6);
    expect(gradeQuiz(questions, key, { q1: ['a'], q2: ['a', 'c'] }, 67).passed).toBe(false);
    expect(gradeQuiz(questions, key, { q1: ['a'], q2: ['a', 'c'] }, 66).passed).toBe(true);
    expect(displayScore(66.6)).toBe(66);
    expect(scorePercent(7, 10)).toBe(70);
  });
});

describe('attempts and waits', () => {
  it('counts attempts left, or none for unlimited', () => {
    expect(attemptsLeft({ maxAttempts: 3 }, 1)).toBe(2);
    expect(attemptsLeft({ maxAttempts: 3 }, 5)).toBe(0);
    expect(attemptsLeft({ maxAttempts: null }, 5)).toBeNull();
  });

  it('sets the next attempt after the wait, shown in São Paulo time', () => {
    const at = new Date('2026-03-10T15:30:00Z');
    expect(nextAttemptAfter({ waitMinutes: 0 }, at)).toBeNull();
    const next = nextAttemptAfter({ waitMinutes: 60 }, at)!;
    expect(next.toISOString()).toBe('2026-03-10T16:30:00.000Z');
    expect(saoPauloClockTime(next)).toBe('13:30');
  });
});

describe('shuffled', () => {
  it('keeps every item', () => {
    let seed = 0.3;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    expect(shuffled([1, 2, 3, 4, 5], random).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('quizFormSchema and the split into questions and key', () => {
  const form = {
    settings: DEFAULT_QUIZ_SETTINGS,
    questions: [
      {
        id: 'q1',
        type: 'single' as const,
        text: ' Qual? ',
        explanation: '',
        options: [
          { id: 'a', text: 'A', correct: true },
          { id: 'b', text: 'B', correct: false },
        ],
      },
    ],
  };

  it('keeps correctness out of the questions and round-trips through the key', () => {
    const parsed = quizFormSchema.parse(form);
    const split = splitQuiz(parsed);
    expect(JSON.stringify(split.questions)).not.toContain('correct');
    expect(split.key).toEqual([{ questionId: 'q1', correct: ['a'], explanation: null }]);
    expect(
      joinQuiz({ questions: split.questions, settings: split.settings }, { answers: split.key }),
    ).toEqual(parsed);
  });

  it('refuses a single-choice question without exactly one correct option', () => {
    const none = {
      ...form.questions[0]!,
      options: form.questions[0]!.options.map((o) => ({ ...o, correct: false })),
    };
    expect(quizFormSchema.safeParse({ ...form, questions: [none] }).success).toBe(false);
    const tooMany = { ...none, type: 'multiple' as const };
    expect(quizFormSchema.safeParse({ ...form, questions: [tooMany] }).success).toBe(false);
  });

  it('refuses a quiz without questions and an option list outside 2–6', () => {
    expect(quizFormSchema.safeParse({ ...form, questions: [] }).success).toBe(false);
    const one = { ...form.questions[0]!, options: [form.questions[0]!.options[0]!] };
    expect(quizFormSchema.safeParse({ ...form, questions: [one] }).success).toBe(false);
  });
});
