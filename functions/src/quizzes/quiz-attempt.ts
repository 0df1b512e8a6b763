// One attempt at a quiz, graded and recorded on the server (submitQuiz). Everything that decides
// the outcome runs in one transaction: the member's summary is read there, so two tabs sending at
// once are serialised by Firestore (the second one is retried and sees the first's count), and the
// attempt's own id (`{quizId}_{n}`) is created, never overwritten, as a second guard.
import {
  attemptsLeft,
  COLLECTIONS,
  canReadCourseClasses,
  gradeQuiz,
  hasAccess,
  nextAttemptAfter,
  quizCallableMessages as m,
  quizDocPath,
  quizIdOf,
  quizKeySchema,
  quizSchema,
  quizStatsIds,
  saoPauloClockTime,
  type AccessProfile,
  type QuizAnswers,
  type QuizReviewItem,
  type QuizTarget,
  type SubmitQuizOutput,
} from '@app/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { retryOnConflict } from '../common/retry-on-conflict';

export interface QuizCaller {
  uid: string;
  /** What decides whether they may take the quiz: role, plan, access. */
  profile: AccessProfile;
}

/** What the class or course behind a quiz says about who may take it and what passing does. */
interface QuizHome {
  /** The class's course, for its completion record (class quizzes). */
  courseId: string | null;
  /** Course classes and course quizzes need a subscription. */
  forSubscribers: boolean;
}

async function quizHome(db: Firestore, target: QuizTarget): Promise<QuizHome> {
  if (target.kind === 'course') {
    const course = await db.collection(COLLECTIONS.courses).doc(target.id).get();
    if (!course.exists) throw new HttpsError('not-found', m.quizNotFound);
    return { courseId: target.id, forSubscribers: true };
  }
  const cls = await db.collection(COLLECTIONS.classes).doc(target.id).get();
  if (!cls.exists) throw new HttpsError('not-found', m.quizNotFound);
  const courseId = (cls.get('courseId') as string | null | undefined) ?? null;
  return { courseId, forSubscribers: cls.get('type') === 'CURSO' };
}

export interface AttemptOutcome extends SubmitQuizOutput {
  /** The class completed by this attempt (a passed class quiz), or null. */
  completedClassId: string | null;
}

/**
 * Grades `answers`, records the attempt and the member's summary, counts it in the quiz's stats
 * and, when it passes a class quiz, completes the class. Refuses (HttpsError, pt-BR) a member who
 * cannot read the quiz, has no attempts left or is still waiting between attempts. `now` is the
 * server's clock (the tests pass their own).
 */
export async function recordQuizAttempt(
  db: Firestore,
  caller: QuizCaller,
  target: QuizTarget,
  answers: QuizAnswers,
  now: Date,
): Promise<AttemptOutcome> {
  const home = await quizHome(db, target);
  const allowed = home.forSubscribers
    ? canReadCourseClasses(caller.profile, now)
    : hasAccess(caller.profile, now);
  if (!allowed) throw new HttpsError('permission-denied', m.quizNotFound);

  const quizId = quizIdOf(target);
  const profile = db.collection(COLLECTIONS.profiles).doc(caller.uid);
  const resultRef = profile.collection(COLLECTIONS.quizResults).doc(quizId);
  const questionsRef = db.doc(quizDocPath(target, 'questions'));
  const keyRef = db.doc(quizDocPath(target, 'key'));
  const completionRef =
    target.kind === 'class' ? profile.collection(COLLECTIONS.completions).doc(target.id) : null;
  const shard = Math.floor(Math.random() * quizStatsIds(quizId).length);
  const statsRef = db.collection(COLLECTIONS.quizStats).doc(quizStatsIds(quizId)[shard]!);

  // Optimistic, not a transaction: every write below carries a precondition (the attempt is
  // created under its number, the summary against the update time it was read at, the completion
  // with create()), so a second tab submitting at the same moment fails its batch and starts over,
  // reading the attempt the first one counted. The emulator holds a transaction's locks for
  // seconds under such contention (functions/src/common/retry-on-conflict.ts).
  return retryOnConflict(async () => {
    const [questionsSnap, keySnap, resultSnap, completionSnap] = await Promise.all([
      questionsRef.get(),
      keyRef.get(),
      resultRef.get(),
      completionRef ? completionRef.get() : Promise.resolve(null),
    ]);
    if (!questionsSnap.exists || !keySnap.exists) {
      throw new HttpsError('not-found', m.quizNotFound);
    }
    const quiz = quizSchema.parse(questionsSnap.data());
    const key = quizKeySchema.parse(keySnap.data());
    const settings = quiz.settings;

    const used = (resultSnap.get('attempts') as number | undefined) ?? 0;
    if (attemptsLeft(settings, used) === 0) {
      throw new HttpsError('failed-precondition', m.noAttemptsLeft);
    }
    const waitUntil = (resultSnap.get('nextAttemptAt') as Timestamp | null | undefined)?.toDate();
    if (waitUntil && waitUntil.getTime() > now.getTime()) {
      throw new HttpsError('failed-precondition', m.retryAt(saoPauloClockTime(waitUntil)));
    }

    const grade = gradeQuiz(quiz.questions, key.answers, answers, settings.passMark);
    const attempts = used + 1;
    const previousBest = (resultSnap.get('bestScore') as number | undefined) ?? null;
    const bestScore = previousBest === null ? grade.score : Math.max(previousBest, grade.score);
    const wasPassed = resultSnap.get('passed') === true;
    const passed = wasPassed || grade.passed;
    const next = nextAttemptAfter(settings, now);
    const at = Timestamp.fromDate(now);

    // Only the quiz's own questions are stored: the input may name others, which grading ignored.
    const kept = Object.fromEntries(
      quiz.questions.map((q) => [q.id, [...new Set(answers[q.id] ?? [])]]),
    );
    const batch = db.batch();
    batch.create(profile.collection(COLLECTIONS.quizAttempts).doc(`${quizId}_${attempts}`), {
      quizId,
      number: attempts,
      score: grade.score,
      passed: grade.passed,
      answers: kept,
      createdAt: at,
    });
    const summary = {
      quizId,
      attempts,
      bestScore,
      lastScore: grade.score,
      passed,
      lastAttemptAt: at,
      nextAttemptAt: next ? Timestamp.fromDate(next) : null,
    };
    if (resultSnap.exists && resultSnap.updateTime) {
      batch.update(resultRef, summary, { lastUpdateTime: resultSnap.updateTime });
    } else {
      batch.create(resultRef, summary);
    }
    // The stats: a blind increment on one shard (no read, so no contention between members).
    batch.set(
      statsRef,
      {
        quizId,
        attempts: FieldValue.increment(1),
        passedAttempts: FieldValue.increment(grade.passed ? 1 : 0),
        scoreSum: FieldValue.increment(grade.score),
        members: FieldValue.increment(used === 0 ? 1 : 0),
        passedMembers: FieldValue.increment(grade.passed && !wasPassed ? 1 : 0),
        wrong: Object.fromEntries(
          grade.questions.map((q) => [q.questionId, FieldValue.increment(q.correct ? 0 : 1)]),
        ),
        asked: Object.fromEntries(
          grade.questions.map((q) => [q.questionId, FieldValue.increment(1)]),
        ),
      },
      { merge: true },
    );

    let completedClassId: string | null = null;
    if (grade.passed && completionRef && completionSnap && !completionSnap.exists) {
      batch.create(completionRef, {
        classId: target.id,
        ...(home.courseId ? { courseId: home.courseId } : {}),
        completedAt: at,
      });
      completedClassId = target.id;
    }

    await batch.commit();

    const review: QuizReviewItem[] | null = settings.showAnswers
      ? grade.questions.map((q) => {
          const entry = key.answers.find((a) => a.questionId === q.questionId);
          return {
            questionId: q.questionId,
            correct: q.correct,
            correctOptionIds: entry?.correct ?? [],
            explanation: entry?.explanation ?? null,
          };
        })
      : null;

    return {
      score: grade.score,
      passed: grade.passed,
      passMark: settings.passMark,
      bestScore,
      bestPassed: passed,
      attempts,
      attemptsLeft: attemptsLeft(settings, attempts),
      nextAttemptAt: next ? next.toISOString() : null,
      review,
      completedClassId,
    };
  });
}
