import { quizCallableMessages as m, saveQuizCallable } from '@app/domain';
import { db } from '../common/admin';
import { onContractCall } from '../common/on-contract';
import { writeQuiz } from './quiz-store';

// The quiz editor's 'Salvar questionário' (admins only): the quiz, parsed with the editor's own
// schema, is split into the questions members read and the key only admins read (quiz-store.ts).
export const saveQuiz = onContractCall(
  saveQuizCallable,
  { caller: { adminOnly: m.adminsOnlyQuizzes } },
  async (input) => writeQuiz(db, input.target, input.quiz, new Date()),
);
