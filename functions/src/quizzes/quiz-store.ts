import {
  COLLECTIONS,
  quizCallableMessages as m,
  quizDocPath,
  splitQuiz,
  type QuizFormData,
  type QuizTarget,
  type SaveQuizOutput,
} from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * Writes a quiz as its two documents in one batch: `questions` (no correctness: whoever reads
 * the class reads it) and `key` (the correct options and explanations: admins only). A course's
 * final quiz has no 'Concluir só com aprovação' (it completes no class). `null` removes the quiz;
 * the members' results stay (docs/quizzes.md).
 */
export async function writeQuiz(
  db: Firestore,
  target: QuizTarget,
  quiz: QuizFormData | null,
  now: Date,
): Promise<SaveQuizOutput> {
  const home = db
    .collection(target.kind === 'class' ? COLLECTIONS.classes : COLLECTIONS.courses)
    .doc(target.id);
  if (!(await home.get()).exists) throw new HttpsError('not-found', m.quizNotFound);

  const questionsRef = db.doc(quizDocPath(target, 'questions'));
  const keyRef = db.doc(quizDocPath(target, 'key'));
  const batch = db.batch();
  if (!quiz) {
    batch.delete(questionsRef);
    batch.delete(keyRef);
    await batch.commit();
    return { saved: false, questions: 0 };
  }
  const { questions, key, settings } = splitQuiz(quiz);
  const updatedAt = Timestamp.fromDate(now);
  batch.set(questionsRef, {
    questions,
    settings: { ...settings, requirePass: target.kind === 'class' && settings.requirePass },
    updatedAt,
  });
  batch.set(keyRef, { answers: key, updatedAt });
  await batch.commit();
  return { saved: true, questions: questions.length };
}
