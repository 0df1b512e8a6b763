import { randomInt } from 'node:crypto';
import {
  COLLECTIONS,
  COURSE_CLASSES_MAX,
  COURSE_HOURS_MAX,
  COURSE_HOURS_MIN,
  displayScore,
  newCertificateCode,
  quizDocPath,
  quizIdOf,
  saoPauloToday,
} from '@app/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isWriteConflict } from '../common/retry-on-conflict';

export type IssueResult =
  | 'issued'
  | 'already-issued'
  | 'no-hours'
  | 'not-done'
  | 'no-course'
  /** The course has a final quiz the member has not passed (yet). */
  | 'quiz-not-passed';

/** The course's training hours, when it issues certificates (a whole number within bounds). */
export function courseHours(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= COURSE_HOURS_MIN &&
    value <= COURSE_HOURS_MAX
    ? value
    : null;
}

/** Whether every class of the course is among the completed ones (a course without classes: no). */
export function completesCourse(classIds: readonly string[], completed: ReadonlySet<string>) {
  return classIds.length > 0 && classIds.every((id) => completed.has(id));
}

/** How many codes to try when a new one meets an existing certificate (practically never). */
const CODE_ATTEMPTS = 3;

/**
 * Issues the member's certificate for the course once its last class is completed: the public
 * record under a new code and the member's copy under the course id, in one batch of create()s.
 * The member's copy existing already (a second completion, a repeated event) makes the batch fail
 * as a whole, so a course is certified once per member; a completion undone later changes nothing.
 * The name is the profile's at this moment. A course with a final quiz
 * (courses/{courseId}/quiz/questions) is certified only once the member passed it, and the
 * certificate carries the best score (docs/quizzes.md).
 */
export async function issueCertificateIfDone(
  db: Firestore,
  uid: string,
  courseId: string,
  now: Date,
): Promise<IssueResult> {
  const profileRef = db.collection(COLLECTIONS.profiles).doc(uid);
  const own = profileRef.collection(COLLECTIONS.certificates).doc(courseId);
  const [course, existing] = await Promise.all([
    db.collection(COLLECTIONS.courses).doc(courseId).get(),
    own.get(),
  ]);
  if (!course.exists) return 'no-course';
  const hours = courseHours(course.get('hours'));
  if (hours === null) return 'no-hours';
  if (existing.exists) return 'already-issued';

  const finalQuiz = { kind: 'course', id: courseId } as const;
  const [classes, completions, profile, quiz, quizResult] = await Promise.all([
    db
      .collection(COLLECTIONS.classes)
      .where('courseId', '==', courseId)
      .where('type', '==', 'CURSO')
      .select()
      .limit(COURSE_CLASSES_MAX)
      .get(),
    profileRef
      .collection(COLLECTIONS.completions)
      .where('courseId', '==', courseId)
      .select()
      .limit(COURSE_CLASSES_MAX)
      .get(),
    profileRef.get(),
    db.doc(quizDocPath(finalQuiz, 'questions')).get(),
    profileRef.collection(COLLECTIONS.quizResults).doc(quizIdOf(finalQuiz)).get(),
  ]);
  const done = new Set(completions.docs.map((d) => d.id));
  if (
    !completesCourse(
      classes.docs.map((d) => d.id),
      done,
    )
  )
    return 'not-done';
  if (quiz.exists && quizResult.get('passed') !== true) return 'quiz-not-passed';
  const quizScore = quiz.exists ? displayScore(quizResult.get('bestScore') as number) : null;

  const certificate = {
    name: (profile.get('name') as string | undefined) ?? '',
    courseId,
    courseTitle: course.get('title') as string,
    hours,
    completedOn: saoPauloToday(now),
    issuedAt: Timestamp.fromDate(now),
    ...(quizScore === null ? {} : { quizScore }),
  };
  for (let attempt = 1; ; attempt++) {
    const code = newCertificateCode((n) => randomInt(n));
    const batch = db.batch();
    batch.create(db.collection(COLLECTIONS.certificates).doc(code), certificate);
    batch.create(own, { ...certificate, code });
    try {
      await batch.commit();
      return 'issued';
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      if ((await own.get()).exists) return 'already-issued';
      if (attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
