import type { QuizQuestion, QuizStatsShard } from '@app/domain';

/** A quiz's results, summed from its shards: what the admin's 'Resultados' shows. */
export interface QuizStatsSummary {
  attempts: number;
  members: number;
  /** Percent of the members who tried that passed (whole), or null before any attempt. */
  passRate: number | null;
  /** Average score of the attempts (whole percent), or null. */
  average: number | null;
  /** 'Questões mais erradas': share of wrong answers per question, most missed first. */
  questions: {
    questionId: string;
    text: string | null;
    wrong: number;
    asked: number;
    share: number;
  }[];
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

export function summarizeQuizStats(
  shards: readonly QuizStatsShard[],
  questions: readonly Pick<QuizQuestion, 'id' | 'text'>[],
): QuizStatsSummary {
  const sum = (pick: (shard: QuizStatsShard) => number) =>
    shards.reduce((total, shard) => total + pick(shard), 0);
  const attempts = sum((s) => s.attempts);
  const members = sum((s) => s.members);
  const wrong = new Map<string, number>();
  const asked = new Map<string, number>();
  for (const shard of shards) {
    for (const [id, n] of Object.entries(shard.wrong)) wrong.set(id, (wrong.get(id) ?? 0) + n);
    for (const [id, n] of Object.entries(shard.asked)) asked.set(id, (asked.get(id) ?? 0) + n);
  }
  const textOf = new Map(questions.map((q) => [q.id, q.text]));
  // The quiz's current questions first, in any order by share; removed ones keep their counts.
  const ids = [...new Set([...questions.map((q) => q.id), ...asked.keys()])];
  return {
    attempts,
    members,
    passRate:
      members > 0
        ? percent(
            sum((s) => s.passedMembers),
            members,
          )
        : null,
    average: attempts > 0 ? Math.round(sum((s) => s.scoreSum) / attempts) : null,
    questions: ids
      .map((id) => ({
        questionId: id,
        text: textOf.get(id) ?? null,
        wrong: wrong.get(id) ?? 0,
        asked: asked.get(id) ?? 0,
        share: percent(wrong.get(id) ?? 0, asked.get(id) ?? 0),
      }))
      .filter((row) => row.asked > 0)
      .sort((a, b) => b.share - a.share || b.wrong - a.wrong),
  };
}
