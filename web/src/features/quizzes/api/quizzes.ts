import {
  COLLECTIONS,
  quizDocPath,
  quizIdOf,
  quizKeySchema,
  quizResultSchema,
  quizSchema,
  quizStatsShardSchema,
  QUIZ_STATS_SHARDS,
  saveQuizCallable,
  submitQuizCallable,
  type QuizAnswers,
  type QuizFormData,
  type QuizTarget,
} from '@app/domain';
import { collection, doc, limit, query, where } from 'firebase/firestore';
import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { liveDoc, readDoc, readList } from '@/lib/firestore-reads';

/** The quiz members read (questions without correctness, settings), live; null: no quiz. */
export const liveQuiz = (target: QuizTarget) =>
  liveDoc(quizSchema, doc(firestore, quizDocPath(target, 'questions')));

/** The answer key (admins only: firestore.rules refuse anyone else), read once for the editor. */
export const readQuizKey = (target: QuizTarget) =>
  readDoc(quizKeySchema, doc(firestore, quizDocPath(target, 'key')));

/** The quiz read once (the editor starts from it). */
export const readQuiz = (target: QuizTarget) =>
  readDoc(quizSchema, doc(firestore, quizDocPath(target, 'questions')));

/** The member's own result of a quiz, live (written by submitQuiz only); null: no attempt yet. */
export const liveQuizResult = (uid: string, target: QuizTarget) =>
  liveDoc(
    quizResultSchema,
    doc(firestore, COLLECTIONS.profiles, uid, COLLECTIONS.quizResults, quizIdOf(target)),
  );

/** A quiz's results counters, its QUIZ_STATS_SHARDS shards (admins only). */
export function readQuizStats(target: QuizTarget) {
  const quizId = quizIdOf(target);
  return readList(
    `${COLLECTIONS.quizStats}?quizId=${quizId}&limit=${QUIZ_STATS_SHARDS}`,
    quizStatsShardSchema,
    query(
      collection(firestore, COLLECTIONS.quizStats),
      where('quizId', '==', quizId),
      limit(QUIZ_STATS_SHARDS),
    ),
  );
}

/** 'Enviar respostas': graded on the server. */
export const submitQuiz = (target: QuizTarget, answers: QuizAnswers) =>
  callFunction(submitQuizCallable, {
    target,
    answers: Object.fromEntries(Object.entries(answers).map(([id, ids]) => [id, [...ids]])),
  });

/** 'Salvar questionário' (admins); null removes the quiz. */
export const saveQuiz = (target: QuizTarget, quiz: QuizFormData | null) =>
  callFunction(saveQuizCallable, { target, quiz });
