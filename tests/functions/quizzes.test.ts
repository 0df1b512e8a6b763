// saveQuiz and submitQuiz through the Functions emulator (docs/quizzes.md): the key stored apart
// from the questions, grading of each type, the pass mark's edge, the best score kept, the
// attempt limit under concurrent submissions, the wait between attempts, the answers withheld
// when the quiz says so, the class completed by passing, and the certificate gate of a course
// with a final quiz. The wait is also checked with a moved clock, through recordQuizAttempt
// (the function's own code) called with the time the test chooses.
import {
  COLLECTIONS,
  DEFAULT_QUIZ_SETTINGS,
  buildProfile,
  quizCallableMessages as qm,
  quizMessages,
  saoPauloClockTime,
  saveQuizCallable,
  submitQuizCallable,
  type QuizFormValues,
  type QuizSettings,
  type SaveQuizInput,
  type SubmitQuizOutput,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { issueCertificateIfDone } from '../../functions/src/certificates/certificate-issuer';
import { collectMemberData } from '../../functions/src/privacy/member-data';
import { recordQuizAttempt } from '../../functions/src/quizzes/quiz-attempt';
import { classFixture } from '../support/class-fixture';
import {
  adminDb,
  expectCallableError,
  seedAdmin,
  seedUser,
  useFunctionsSuite,
  type SeededUser,
} from '../support/functions-env';

const POLL = { timeout: 15_000, interval: 100 };
const client = useFunctionsSuite();
const save = (data: SaveQuizInput) => client.call(saveQuizCallable, data);
const submit = (data: unknown) => client.call(submitQuizCallable, data);

const CLASS_ID = 'aula-questionario';
const COURSE_ID = 'curso-questionario';
const classTarget = { kind: 'class', id: CLASS_ID } as const;
const courseTarget = { kind: 'course', id: COURSE_ID } as const;

/** Three questions, one of each type: q1 'a'; q2 'a' and 'c'; q3 true. */
function threeQuestions(settings: Partial<QuizSettings> = {}): QuizFormValues {
  return {
    settings: { ...DEFAULT_QUIZ_SETTINGS, ...settings },
    questions: [
      {
        id: 'q1',
        type: 'single',
        text: 'Qual é o regime tributário mais simples?',
        explanation: 'O Simples Nacional unifica os tributos.',
        options: [
          { id: 'a', text: 'Simples Nacional', correct: true },
          { id: 'b', text: 'Lucro Real', correct: false },
        ],
      },
      {
        id: 'q2',
        type: 'multiple',
        text: 'Quais entram no fluxo de caixa?',
        explanation: '',
        options: [
          { id: 'a', text: 'Recebimentos', correct: true },
          { id: 'b', text: 'Sonhos', correct: false },
          { id: 'c', text: 'Pagamentos', correct: true },
        ],
      },
      {
        id: 'q3',
        type: 'truefalse',
        text: 'Reserva de emergência é importante.',
        explanation: '',
        options: [
          { id: 'verdadeiro', text: quizMessages.trueLabel, correct: true },
          { id: 'falso', text: quizMessages.falseLabel, correct: false },
        ],
      },
    ],
  };
}
const ALL_RIGHT = { q1: ['a'], q2: ['c', 'a'], q3: ['verdadeiro'] };
const TWO_RIGHT = { q1: ['a'], q2: ['a', 'c'], q3: ['falso'] };

async function seedClassAndCourse(hours: number | null = 10) {
  await adminDb.collection(COLLECTIONS.courses).doc(COURSE_ID).set({
    title: 'Curso com questionário',
    description: '',
    professorName: 'Ana Souza',
    professorDescription: 'Professora de finanças.',
    hours,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  await adminDb
    .collection(COLLECTIONS.classes)
    .doc(CLASS_ID)
    .set(
      classFixture('CURSO', 'Aula com questionário', { courseId: COURSE_ID, classNumber: null }),
    );
}

/** An admin saves the quiz, then the member signs in. */
async function quizAndMember(
  quiz: QuizFormValues,
  target: typeof classTarget | typeof courseTarget = classTarget,
): Promise<SeededUser> {
  await seedClassAndCourse();
  await client.signIn(await seedAdmin());
  await save({ target, quiz });
  const member = await seedUser('assinante@demo.test', { name: 'Bia Assinante', plan: 'fundador' });
  await client.signIn(member);
  return member;
}

const resultOf = async (uid: string, quizId = `aula-${CLASS_ID}`) =>
  (await adminDb.doc(`profiles/${uid}/quizResults/${quizId}`).get()).data();

describe('saveQuiz', () => {
  it('refuses members and invalid quizzes, and stores the key apart from the questions', async () => {
    await seedClassAndCourse();
    const student = await seedUser('aluno@demo.test');
    await client.signIn(student);
    await expectCallableError(
      save({ target: classTarget, quiz: threeQuestions() }),
      'permission-denied',
      qm.adminsOnlyQuizzes,
    );

    await client.signIn(await seedAdmin());
    const noCorrect = threeQuestions();
    noCorrect.questions[0]!.options = noCorrect.questions[0]!.options.map((o) => ({
      ...o,
      correct: false,
    }));
    await expectCallableError(
      save({ target: classTarget, quiz: noCorrect }),
      'invalid-argument',
      quizMessages.singleNeedsOne,
    );
    await expectCallableError(
      save({ target: { kind: 'class', id: 'nao-existe' }, quiz: threeQuestions() }),
      'not-found',
      qm.quizNotFound,
    );

    expect(await save({ target: classTarget, quiz: threeQuestions() })).toEqual({
      saved: true,
      questions: 3,
    });
    const questions = (await adminDb.doc(`classes/${CLASS_ID}/quiz/questions`).get()).data()!;
    expect(JSON.stringify(questions)).not.toMatch(/correct|explanation|Simples Nacional unifica/);
    expect(questions.questions).toHaveLength(3);
    const key = (await adminDb.doc(`classes/${CLASS_ID}/quiz/key`).get()).data()!;
    expect(key.answers).toEqual([
      { questionId: 'q1', correct: ['a'], explanation: 'O Simples Nacional unifica os tributos.' },
      { questionId: 'q2', correct: ['a', 'c'], explanation: null },
      { questionId: 'q3', correct: ['verdadeiro'], explanation: null },
    ]);

    expect(await save({ target: classTarget, quiz: null })).toEqual({ saved: false, questions: 0 });
    expect((await adminDb.doc(`classes/${CLASS_ID}/quiz/key`).get()).exists).toBe(false);
  });
});

describe('submitQuiz', () => {
  it("grades each type by ids; a partial 'Escolha todas' is wrong; passing completes the class", async () => {
    const member = await quizAndMember(threeQuestions({ showAnswers: false }));

    const partial = await submit({
      target: classTarget,
      answers: { q1: ['a'], q2: ['a'], q3: ['verdadeiro'] },
    });
    expect(partial).toMatchObject({ score: 66.6, passed: false, passMark: 70, review: null });
    expect((await adminDb.doc(`profiles/${member.uid}/completions/${CLASS_ID}`).get()).exists).toBe(
      false,
    );

    const full = await submit({ target: classTarget, answers: ALL_RIGHT });
    expect(full).toMatchObject({ score: 100, passed: true, bestScore: 100, attempts: 2 });
    expect(full.review).toBeNull();
    const completion = (
      await adminDb.doc(`profiles/${member.uid}/completions/${CLASS_ID}`).get()
    ).data();
    expect(completion).toMatchObject({ classId: CLASS_ID, courseId: COURSE_ID });
  });

  it("the pass mark's edge: 2 of 3 (66.6%) fails at 67% and passes at 66%", async () => {
    const member = await quizAndMember(threeQuestions({ passMark: 67 }));
    expect(await submit({ target: classTarget, answers: TWO_RIGHT })).toMatchObject({
      score: 66.6,
      passed: false,
    });
    await client.signIn(await seedAdmin('outro-admin@demo.test'));
    await save({ target: classTarget, quiz: threeQuestions({ passMark: 66 }) });
    await client.signIn(member);
    expect(await submit({ target: classTarget, answers: TWO_RIGHT })).toMatchObject({
      score: 66.6,
      passed: true,
    });
  });

  it('keeps the best score: a worse attempt after passing changes neither best nor pass', async () => {
    const member = await quizAndMember(threeQuestions());
    await submit({ target: classTarget, answers: ALL_RIGHT });
    const worse = await submit({ target: classTarget, answers: {} });
    expect(worse).toMatchObject({ score: 0, passed: false, bestScore: 100, bestPassed: true });
    expect(await resultOf(member.uid)).toMatchObject({
      attempts: 2,
      bestScore: 100,
      lastScore: 0,
      passed: true,
    });
  });

  it("is part of the member's data export ('Baixar meus dados')", async () => {
    const member = await quizAndMember(threeQuestions());
    await submit({ target: classTarget, answers: TWO_RIGHT });
    const data = await collectMemberData(adminDb, member.uid);
    expect(data.resultadosDeQuestionarios).toEqual([
      expect.objectContaining({ id: `aula-${CLASS_ID}`, attempts: 1, bestScore: 66.6 }),
    ]);
    expect(data.tentativasDeQuestionarios).toEqual([
      expect.objectContaining({ id: `aula-${CLASS_ID}_1`, answers: TWO_RIGHT }),
    ]);
  });

  it('sends the correct options and explanations only when the quiz shows them', async () => {
    await quizAndMember(threeQuestions({ showAnswers: true }));
    const answer = await submit({ target: classTarget, answers: TWO_RIGHT });
    expect(answer.review).toEqual([
      {
        questionId: 'q1',
        correct: true,
        correctOptionIds: ['a'],
        explanation: 'O Simples Nacional unifica os tributos.',
      },
      { questionId: 'q2', correct: true, correctOptionIds: ['a', 'c'], explanation: null },
      { questionId: 'q3', correct: false, correctOptionIds: ['verdadeiro'], explanation: null },
    ]);
  });

  it('two tabs at once cannot exceed the attempt limit', async () => {
    const member = await quizAndMember(threeQuestions({ maxAttempts: 2 }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => submit({ target: classTarget, answers: TWO_RIGHT })),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    expect(ok).toHaveLength(2);
    for (const failed of outcomes.filter((o) => o.status === 'rejected')) {
      await expectCallableError(
        Promise.reject(failed.reason),
        'failed-precondition',
        qm.noAttemptsLeft,
      );
    }
    expect(
      (ok as PromiseFulfilledResult<SubmitQuizOutput>[]).map((o) => o.value.attempts).sort(),
    ).toEqual([1, 2]);
    expect((await resultOf(member.uid))?.attempts).toBe(2);
    const attempts = await adminDb.collection(`profiles/${member.uid}/quizAttempts`).get();
    expect(attempts.size).toBe(2);
    const stats = await adminDb.collection(COLLECTIONS.quizStats).get();
    expect(stats.docs.reduce((sum, d) => sum + (d.get('attempts') as number), 0)).toBe(2);
  });

  it('enforces the wait between attempts on the server, with the time in São Paulo', async () => {
    const member = await quizAndMember(threeQuestions({ waitMinutes: 60 }));
    const first = await submit({ target: classTarget, answers: {} });
    expect(first.passed).toBe(false);
    const next = new Date(first.nextAttemptAt!);
    await expectCallableError(
      submit({ target: classTarget, answers: ALL_RIGHT }),
      'failed-precondition',
      qm.retryAt(saoPauloClockTime(next)),
    );

    // The clock moved: 59 minutes later still waits, 60 minutes later passes.
    const profile = buildProfile({
      name: 'Bia Assinante',
      email: member.email,
      plan: 'fundador',
      createdAt: Timestamp.now(),
    });
    const caller = { uid: member.uid, profile };
    const attempt = (at: Date) => recordQuizAttempt(adminDb, caller, classTarget, ALL_RIGHT, at);
    const early = await attempt(new Date(next.getTime() - 60_000)).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(HttpsError);
    expect((early as HttpsError).message).toBe(qm.retryAt(saoPauloClockTime(next)));
    expect(await attempt(next)).toMatchObject({ passed: true, attempts: 2 });
  });

  it('refuses a member who cannot read the class, and an unknown quiz', async () => {
    await seedClassAndCourse();
    await client.signIn(await seedAdmin());
    await save({ target: classTarget, quiz: threeQuestions() });
    await client.signIn(await seedUser('aluno@demo.test')); // no plan: course classes are closed
    await expectCallableError(
      submit({ target: classTarget, answers: ALL_RIGHT }),
      'permission-denied',
      qm.quizNotFound,
    );
    await expectCallableError(
      submit({ target: { kind: 'class', id: 'sem-quiz' }, answers: {} }),
      'not-found',
      qm.quizNotFound,
    );
    await expectCallableError(
      submit({ target: classTarget, answers: 'tudo certo' }),
      'invalid-argument',
      qm.invalidAnswers,
    );
  });
});

describe('the certificate of a course with a final quiz', () => {
  const certificateOf = (uid: string) =>
    adminDb.doc(`profiles/${uid}/certificates/${COURSE_ID}`).get();

  it('is not issued for the classes alone; it is when the final quiz is passed last', async () => {
    const member = await quizAndMember(threeQuestions(), courseTarget);
    await adminDb
      .doc(`profiles/${member.uid}/completions/${CLASS_ID}`)
      .set({ classId: CLASS_ID, courseId: COURSE_ID, completedAt: Timestamp.now() });
    expect(await issueCertificateIfDone(adminDb, member.uid, COURSE_ID, new Date())).toBe(
      'quiz-not-passed',
    );
    expect((await certificateOf(member.uid)).exists).toBe(false);

    await submit({ target: courseTarget, answers: TWO_RIGHT }); // 66.6%: not yet
    expect((await certificateOf(member.uid)).exists).toBe(false);

    const passed = await submit({ target: courseTarget, answers: ALL_RIGHT });
    expect(passed.passed).toBe(true);
    const certificate = (await certificateOf(member.uid)).data()!;
    expect(certificate).toMatchObject({ courseId: COURSE_ID, quizScore: 100 });
    const record = await adminDb.collection(COLLECTIONS.certificates).doc(certificate.code).get();
    expect(record.get('quizScore')).toBe(100);
  });

  it('is issued when the last class is completed after the quiz was passed', async () => {
    const member = await quizAndMember(threeQuestions({ passMark: 60 }), courseTarget);
    await submit({ target: courseTarget, answers: TWO_RIGHT });
    expect((await certificateOf(member.uid)).exists).toBe(false); // classes not done

    await adminDb
      .doc(`profiles/${member.uid}/completions/${CLASS_ID}`)
      .set({ classId: CLASS_ID, courseId: COURSE_ID, completedAt: Timestamp.now() });
    await expect.poll(async () => (await certificateOf(member.uid)).exists, POLL).toBe(true);
    expect((await certificateOf(member.uid)).get('quizScore')).toBe(66);
  });
});
