// Quizzes (docs/quizzes.md): the questions are read like the class (or, for a course's final quiz,
// by subscribers); the answer key by admins only; results and attempts by their member and admins;
// nothing of it is written by a client. A class whose quiz says 'Concluir só com aprovação' is
// completed by its member only after passing.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEFAULT_QUIZ_SETTINGS } from '@app/domain';
import { DEMO_UIDS } from '../support/profiles';
import { dbAs, ownUser, seed, uniqueId, useRulesEnv, type Caller } from '../support/rules-env';
import {
  ADMIN_ONLY,
  CALLERS,
  CLASS_IDS,
  COURSE_ID,
  SUBSCRIBER_WITH_ACCESS,
  WITH_ACCESS,
  expectRule,
  rows,
  seedContent,
  storedClass,
} from './fixtures';

const GATED_CLASS = 'aula-com-questionario';
const questions = (requirePass = false): DocumentData => ({
  questions: [
    {
      id: 'q1',
      type: 'single',
      text: 'Qual?',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
    },
  ],
  settings: { ...DEFAULT_QUIZ_SETTINGS, requirePass },
  updatedAt: new Date(),
});
const key = (): DocumentData => ({
  answers: [{ questionId: 'q1', correct: ['a'], explanation: 'Porque sim.' }],
  updatedAt: new Date(),
});
const result = (passed: boolean): DocumentData => ({
  quizId: `aula-${GATED_CLASS}`,
  attempts: 1,
  bestScore: passed ? 100 : 0,
  lastScore: passed ? 100 : 0,
  passed,
  lastAttemptAt: new Date(),
  nextAttemptAt: null,
});

const env = useRulesEnv({
  seed: async (environment) => {
    await seedContent(environment);
    await seed(environment, {
      [`classes/${GATED_CLASS}`]: { ...storedClass('SEMANAL'), slug: 'aula-com-questionario-abcd' },
      [`classes/${GATED_CLASS}/quiz/questions`]: questions(true),
      [`classes/${GATED_CLASS}/quiz/key`]: key(),
      [`classes/${CLASS_IDS.SEMANAL}/quiz/questions`]: questions(),
      [`classes/${CLASS_IDS.SEMANAL}/quiz/key`]: key(),
      [`classes/${CLASS_IDS.CURSO}/quiz/questions`]: questions(),
      [`classes/${CLASS_IDS.CURSO}/quiz/key`]: key(),
      [`courses/${COURSE_ID}/quiz/questions`]: questions(),
      [`courses/${COURSE_ID}/quiz/key`]: key(),
      [`profiles/${DEMO_UIDS.subscriber}/quizResults/aula-${GATED_CLASS}`]: result(true),
      [`profiles/${DEMO_UIDS.subscriber}/quizAttempts/aula-${GATED_CLASS}_1`]: {
        quizId: `aula-${GATED_CLASS}`,
        number: 1,
        score: 100,
        passed: true,
        answers: { q1: ['a'] },
        createdAt: new Date(),
      },
      [`quizStats/aula-${GATED_CLASS}_0`]: { quizId: `aula-${GATED_CLASS}`, attempts: 1 },
    });
  },
});

const quizDoc = (caller: Caller, home: 'classes' | 'courses', id: string, part: string) =>
  doc(dbAs(env(), caller), home, id, 'quiz', part);

describe('classes/{id}/quiz/questions: read like the class', () => {
  it.each(rows(WITH_ACCESS, "gets a weekly class's questions"))('%s', async (_, caller, ok) => {
    await expectRule(getDoc(quizDoc(caller, 'classes', CLASS_IDS.SEMANAL, 'questions')), ok);
  });

  it.each(rows(SUBSCRIBER_WITH_ACCESS, "gets a course class's questions"))(
    '%s',
    async (_, caller, ok) => {
      await expectRule(getDoc(quizDoc(caller, 'classes', CLASS_IDS.CURSO, 'questions')), ok);
    },
  );

  it.each(rows(SUBSCRIBER_WITH_ACCESS, "gets a course's final quiz"))(
    '%s',
    async (_, caller, ok) => {
      await expectRule(getDoc(quizDoc(caller, 'courses', COURSE_ID, 'questions')), ok);
    },
  );

  it('allow: a member reads that a class has no quiz (the document is absent)', async () => {
    await expectRule(getDoc(quizDoc('student', 'classes', CLASS_IDS.INSIGHT, 'questions')), true);
  });

  it.each(CALLERS)('deny: %s lists quiz documents', async (caller) => {
    const all = collection(dbAs(env(), caller), 'classes', CLASS_IDS.SEMANAL, 'quiz');
    await expectRule(getDocs(query(all, limit(2))), false);
  });
});

describe('.../quiz/key: the answer key, admins only', () => {
  it.each(rows(ADMIN_ONLY, 'gets the answer key of a class quiz'))('%s', async (_, caller, ok) => {
    await expectRule(getDoc(quizDoc(caller, 'classes', CLASS_IDS.SEMANAL, 'key')), ok);
    await expectRule(getDoc(quizDoc(caller, 'classes', CLASS_IDS.CURSO, 'key')), ok);
  });

  it.each(rows(ADMIN_ONLY, "gets the answer key of a course's final quiz"))(
    '%s',
    async (_, caller, ok) => {
      await expectRule(getDoc(quizDoc(caller, 'courses', COURSE_ID, 'key')), ok);
    },
  );

  it.each(CALLERS)('deny: %s writes a quiz, its questions or its key', async (caller) => {
    await expectRule(
      setDoc(quizDoc(caller, 'classes', uniqueId('aula'), 'questions'), questions()),
      false,
    );
    await expectRule(setDoc(quizDoc(caller, 'classes', CLASS_IDS.SEMANAL, 'key'), key()), false);
    await expectRule(
      updateDoc(quizDoc(caller, 'classes', CLASS_IDS.SEMANAL, 'questions'), { settings: {} }),
      false,
    );
    await expectRule(deleteDoc(quizDoc(caller, 'courses', COURSE_ID, 'key')), false);
  });
});

describe("profiles/{uid}/quizResults and quizAttempts: a member's own results", () => {
  const ownerOrAdmin = { ...ADMIN_ONLY, subscriber: true };
  const resultRef = (caller: Caller) =>
    doc(
      dbAs(env(), caller),
      'profiles',
      DEMO_UIDS.subscriber,
      'quizResults',
      `aula-${GATED_CLASS}`,
    );

  it.each(rows(ownerOrAdmin, "gets the subscriber's result and attempt"))(
    '%s',
    async (_, caller, ok) => {
      await expectRule(getDoc(resultRef(caller)), ok);
      const attempt = doc(
        dbAs(env(), caller),
        'profiles',
        DEMO_UIDS.subscriber,
        'quizAttempts',
        `aula-${GATED_CLASS}_1`,
      );
      await expectRule(getDoc(attempt), ok);
    },
  );

  it.each(rows(ownerOrAdmin, "lists the subscriber's results (limit 50)"))(
    '%s',
    async (_, caller, ok) => {
      const all = collection(dbAs(env(), caller), 'profiles', DEMO_UIDS.subscriber, 'quizResults');
      await expectRule(getDocs(query(all, limit(50))), ok);
    },
  );

  it('deny: the owner lists results without a limit of at most 50', async () => {
    const all = collection(
      dbAs(env(), 'subscriber'),
      'profiles',
      DEMO_UIDS.subscriber,
      'quizResults',
    );
    await expectRule(getDocs(all), false);
  });

  it.each(CALLERS)('deny: %s writes a result or an attempt, even their own', async (caller) => {
    const { uid, db } = await ownUser(env(), caller);
    await expectRule(
      setDoc(doc(db, 'profiles', uid, 'quizResults', `aula-${GATED_CLASS}`), result(true)),
      false,
    );
    await expectRule(
      setDoc(doc(db, 'profiles', uid, 'quizAttempts', `aula-${GATED_CLASS}_1`), {
        quizId: `aula-${GATED_CLASS}`,
        number: 1,
        score: 100,
        passed: true,
        answers: {},
        createdAt: serverTimestamp(),
      }),
      false,
    );
    await expectRule(updateDoc(resultRef(caller), { passed: true, attempts: 0 }), false);
    await expectRule(deleteDoc(resultRef(caller)), false);
  });
});

describe('quizStats: admins only', () => {
  it.each(rows(ADMIN_ONLY, "reads a quiz's results shards (limit 4)"))('%s', async (_, c, ok) => {
    const all = collection(dbAs(env(), c), 'quizStats');
    await expectRule(getDocs(query(all, limit(4))), ok);
    await expectRule(getDoc(doc(dbAs(env(), c), 'quizStats', `aula-${GATED_CLASS}_0`)), ok);
  });

  it('deny: an admin lists more than 4 shards at once; anyone writes them', async () => {
    await expectRule(
      getDocs(query(collection(dbAs(env(), 'admin'), 'quizStats'), limit(5))),
      false,
    );
    await expectRule(
      setDoc(doc(dbAs(env(), 'admin'), 'quizStats', `aula-${GATED_CLASS}_1`), { attempts: 9 }),
      false,
    );
  });
});

describe("completions of a class whose quiz says 'Concluir só com aprovação'", () => {
  const completion = () => ({ classId: GATED_CLASS, completedAt: serverTimestamp() });

  it('deny: a member who has not passed completes it (button or watching)', async () => {
    const { uid, db } = await ownUser(env(), 'student');
    await expectRule(
      setDoc(doc(db, 'profiles', uid, 'completions', GATED_CLASS), completion()),
      false,
    );
    await seed(env(), { [`profiles/${uid}/quizResults/aula-${GATED_CLASS}`]: result(false) });
    await expectRule(
      setDoc(doc(db, 'profiles', uid, 'completions', GATED_CLASS), completion()),
      false,
    );
  });

  it('allow: a member who passed completes it (again, after un-completing)', async () => {
    const { uid, db } = await ownUser(env(), 'student');
    await seed(env(), { [`profiles/${uid}/quizResults/aula-${GATED_CLASS}`]: result(true) });
    await expectRule(
      setDoc(doc(db, 'profiles', uid, 'completions', GATED_CLASS), completion()),
      true,
    );
  });

  it('allow: a class whose quiz does not gate completes as before', async () => {
    const { uid, db } = await ownUser(env(), 'student');
    await expectRule(
      setDoc(doc(db, 'profiles', uid, 'completions', CLASS_IDS.SEMANAL), {
        classId: CLASS_IDS.SEMANAL,
        completedAt: serverTimestamp(),
      }),
      true,
    );
  });
});
