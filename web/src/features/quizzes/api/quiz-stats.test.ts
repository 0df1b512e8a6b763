import { describe, expect, it } from 'vitest';
import { summarizeQuizStats } from './quiz-stats';

const shard = (over: Partial<Parameters<typeof summarizeQuizStats>[0][number]>) => ({
  quizId: 'aula-x',
  attempts: 0,
  passedAttempts: 0,
  scoreSum: 0,
  members: 0,
  passedMembers: 0,
  wrong: {},
  asked: {},
  ...over,
});

describe('summarizeQuizStats', () => {
  it('sums the shards: attempts, pass rate of members, average score, most missed first', () => {
    const summary = summarizeQuizStats(
      [
        shard({
          attempts: 3,
          members: 2,
          passedMembers: 1,
          scoreSum: 200,
          wrong: { q1: 1, q2: 3 },
          asked: { q1: 3, q2: 3 },
        }),
        shard({
          attempts: 1,
          members: 1,
          passedMembers: 1,
          scoreSum: 100,
          wrong: { q1: 0 },
          asked: { q1: 1, q2: 1 },
        }),
      ],
      [
        { id: 'q1', text: 'Primeira' },
        { id: 'q2', text: 'Segunda' },
      ],
    );
    expect(summary).toMatchObject({ attempts: 4, members: 3, passRate: 67, average: 75 });
    expect(summary.questions.map((q) => [q.questionId, q.share])).toEqual([
      ['q2', 75],
      ['q1', 25],
    ]);
  });

  it('has no rates before any attempt, and keeps removed questions with no text', () => {
    expect(summarizeQuizStats([], [{ id: 'q1', text: 'A' }])).toEqual({
      attempts: 0,
      members: 0,
      passRate: null,
      average: null,
      questions: [],
    });
    const summary = summarizeQuizStats(
      [shard({ attempts: 1, asked: { old: 1 }, wrong: { old: 1 } })],
      [],
    );
    expect(summary.questions).toEqual([
      { questionId: 'old', text: null, wrong: 1, asked: 1, share: 100 },
    ]);
  });
});
