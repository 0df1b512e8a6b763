import type { QuizAnswers } from '@app/domain';

// An attempt started and left is not lost: the answers stay on this device (localStorage) until
// they are sent. Only the member's own choices are kept, never anything about correctness.

const keyOf = (uid: string, quizId: string) => `quiz-draft:${uid}:${quizId}`;

function isAnswers(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'),
    )
  );
}

export function loadDraft(uid: string, quizId: string): QuizAnswers {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(uid, quizId)) ?? '{}');
    return isAnswers(stored) ? stored : {};
  } catch {
    return {};
  }
}

export function saveDraft(uid: string, quizId: string, answers: QuizAnswers): void {
  try {
    localStorage.setItem(keyOf(uid, quizId), JSON.stringify(answers));
  } catch {
    // Storage full or blocked (private mode): the answers stay on screen, just not kept.
  }
}

export function clearDraft(uid: string, quizId: string): void {
  try {
    localStorage.removeItem(keyOf(uid, quizId));
  } catch {
    // Nothing kept to clear.
  }
}
