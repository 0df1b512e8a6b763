// Quizzes in Chromium against the emulators (docs/quizzes.md): an admin builds a 3-question quiz
// on a class in the editor; a member fails it, sees the wait, passes once the wait is over (the
// server's clock cannot be moved from here, so the stored wait is moved back instead, as the
// passing hour would) and the class is completed by passing; every network response the member's
// page received meanwhile is read, and none carries the answer key. Then a course with a final
// quiz issues its certificate only after the quiz is passed, with 'Aprovado com 100%' on its PDF.
// Each field's message and each state of the screens are component tests
// (web/src/features/quizzes/components/*.test.tsx); grading, limits and the gate are
// tests/functions/quizzes.test.ts.
import {
  certificateMessages,
  DEFAULT_QUIZ_SETTINGS,
  quizFormSchema,
  quizMessages as q,
  type QuizFormValues,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { issueCertificateIfDone } from '../../functions/src/certificates/certificate-issuer';
import { writeQuiz } from '../../functions/src/quizzes/quiz-store';
import { downloadCertificate } from './certificate-download';
import { expect, signedInAs, test, toastText, useSeededProject, type Page } from './fixtures';

const MEMBER = 'demo-assinante';
const CLASS_ID = 'semanal-07';
/** Only in the key: no response the member's page receives may contain it. */
const SECRET = 'segredo-do-gabarito';

/**
 * Records the text of every XHR and fetch response the page receives, as it arrives (Firestore's
 * channel streams; callables answer once), so the test can read all of it.
 */
async function recordResponses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __responses: string[] }).__responses = seen;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
      let index = -1;
      this.addEventListener('readystatechange', () => {
        if (this.readyState < 3) return;
        const text =
          this.responseType === '' || this.responseType === 'text' ? this.responseText : '';
        if (index === -1) index = seen.push(text) - 1;
        else seen[index] = text;
      });
      return send.apply(this, args);
    };
    // Firestore's channel streams over fetch: its text is read chunk by chunk as it arrives.
    const fetch = window.fetch;
    window.fetch = async (...args) => {
      const response = await fetch(...args);
      const reader = response.clone().body?.getReader();
      if (reader) {
        const index = seen.push('') - 1;
        const decoder = new TextDecoder();
        const pump = async (): Promise<void> => {
          const { done, value } = await reader.read();
          if (done) return;
          seen[index] += decoder.decode(value, { stream: true });
          return pump();
        };
        void pump().catch(() => undefined);
      }
      return response;
    };
  });
}

const responsesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __responses: string[] }).__responses.join('\n'));

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('quizzes (Hosting emulator build)', () => {
  const seeded = useSeededProject('quizzes');
  signedInAs('subscriber');

  test('an admin builds a quiz; a member fails, waits, passes, and the class is completed', async ({
    page,
    pageAs,
  }) => {
    test.setTimeout(120_000);
    const db = seeded.project.db;
    const slug = (await db.doc(`classes/${CLASS_ID}`).get()).get('slug') as string;

    // The admin, from the class editor to the quiz editor: three questions, one of each type.
    const admin = await pageAs('admin');
    await admin.goto(`/dashboard/aula/${slug}/editar`);
    await admin.getByRole('link', { name: 'Adicionar questionário' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: /^Questionário:/ })).toBeVisible();
    const question = (n: number) => admin.getByRole('group', { name: `Questão ${n}` });

    await question(1)
      .getByLabel(/Enunciado/)
      .fill('Qual é a melhor forma de precificar?');
    await question(1)
      .getByLabel('Alternativa 1', { exact: true })
      .fill('Pelo custo e pelo valor entregue');
    await question(1)
      .getByLabel('Alternativa 2', { exact: true })
      .fill('Pelo concorrente mais barato');
    await question(1)
      .getByLabel(/Explicação/)
      .fill(`Custos e valor. ${SECRET}`);

    await admin.getByRole('button', { name: 'Adicionar questão' }).click();
    await question(2).getByRole('combobox', { name: 'Tipo' }).click();
    await admin.getByRole('option', { name: q.types.multiple }).click();
    await question(2)
      .getByLabel(/Enunciado/)
      .fill('Quais são custos fixos?');
    await question(2).getByLabel('Alternativa 1', { exact: true }).fill('Aluguel');
    await question(2).getByLabel('Alternativa 2', { exact: true }).fill('Comissão por venda');
    await question(2).getByRole('button', { name: 'Adicionar alternativa' }).click();
    await question(2).getByLabel('Alternativa 3', { exact: true }).fill('Contador');
    await question(2)
      .getByRole('checkbox', { name: 'Marcar a alternativa 3 como correta' })
      .check();

    await admin.getByRole('button', { name: 'Adicionar questão' }).click();
    await question(3).getByRole('combobox', { name: 'Tipo' }).click();
    await admin.getByRole('option', { name: q.types.truefalse }).click();
    await question(3)
      .getByLabel(/Enunciado/)
      .fill('Reserva de emergência é importante.');

    await choose(admin, q.attemptsLabel, '3');
    await choose(admin, q.waitLabel, q.waits[60]);
    await admin.getByRole('checkbox', { name: q.showAnswersLabel }).uncheck();
    await admin.getByRole('checkbox', { name: q.requirePassLabel }).check();
    await admin.getByRole('button', { name: 'Pré-visualizar como membro' }).click();
    const preview = admin.getByRole('dialog', { name: 'Pré-visualização' });
    await expect(preview.getByRole('group')).toHaveCount(3);
    await preview.getByRole('button', { name: 'Fechar' }).click();
    await admin.getByRole('button', { name: 'Salvar questionário' }).click();
    await toastText(admin, 'Questionário salvo');
    const questions = (await db.doc(`classes/${CLASS_ID}/quiz/questions`).get()).data()!;
    expect(questions.questions).toHaveLength(3);
    expect(JSON.stringify(questions)).not.toContain(SECRET);

    // The member: the class is completed only by passing; a wrong attempt.
    await recordResponses(page);
    await page.goto(`/dashboard/aula/${slug}`);
    await expect(page.getByRole('button', { name: q.completeByPassing })).toBeDisabled();
    const quiz = page.getByRole('region', { name: q.title });
    await quiz.getByRole('button', { name: q.take }).click();
    await quiz.getByRole('radio', { name: 'Pelo concorrente mais barato' }).check();
    await quiz.getByRole('checkbox', { name: 'Aluguel' }).check();
    await quiz.getByRole('button', { name: q.send }).click();
    await page.getByRole('dialog').getByRole('button', { name: q.confirmSend }).click();
    await expect(quiz.getByRole('status')).toHaveText('Não foi desta vez: 0% (mínimo 70%)');
    await expect(quiz.getByText(/^Você poderá tentar de novo às \d{2}:\d{2}$/)).toBeVisible();
    await expect(quiz.getByRole('button', { name: q.retry })).toHaveCount(0);

    // An hour later (the stored wait moved back): 'Tentar de novo', all right, approved.
    const result = db.doc(`profiles/${MEMBER}/quizResults/aula-${CLASS_ID}`);
    await result.update({ nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000) });
    await quiz.getByRole('button', { name: q.retry }).click();
    await quiz.getByRole('radio', { name: 'Pelo custo e pelo valor entregue' }).check();
    await quiz.getByRole('checkbox', { name: 'Aluguel' }).check();
    await quiz.getByRole('checkbox', { name: 'Contador' }).check();
    await quiz.getByRole('radio', { name: 'Verdadeiro' }).check();
    await quiz.getByRole('button', { name: q.send }).click();
    await expect(quiz.getByRole('status')).toHaveText('Aprovado com 100%');
    await expect(page.getByRole('button', { name: 'Aula concluída' })).toBeVisible();
    expect((await db.doc(`profiles/${MEMBER}/completions/${CLASS_ID}`).get()).exists).toBe(true);

    // What the member's page received: the questions, never the key.
    const received = await responsesOf(page);
    expect(received).toContain('Qual é a melhor forma de precificar?');
    expect(received).not.toContain(SECRET);
    expect(received).not.toContain('correctOptionIds');
    expect(received).not.toMatch(/"correct"/);

    // The admin's results: two attempts, one member, approved.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Resultados' }).click();
    await expect(admin.getByText('Questões mais erradas')).toBeVisible();
    await expect(admin.getByText('Taxa de aprovação').locator('..')).toContainText('100%');
  });

  test('a course with a final quiz issues its certificate only after the quiz is passed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const db = seeded.project.db;
    const courseId = 'curso-ia';
    await db.doc(`courses/${courseId}`).update({ hours: 8 });
    const quiz: QuizFormValues = {
      settings: { ...DEFAULT_QUIZ_SETTINGS, requirePass: false },
      questions: [
        {
          id: 'etica',
          type: 'truefalse',
          text: 'Dados de clientes pedem consentimento.',
          explanation: '',
          options: [
            { id: 'verdadeiro', text: 'Verdadeiro', correct: true },
            { id: 'falso', text: 'Falso', correct: false },
          ],
        },
      ],
    };
    await writeQuiz(db, { kind: 'course', id: courseId }, quizFormSchema.parse(quiz), new Date());
    const classes = await db.collection('classes').where('courseId', '==', courseId).get();
    for (const cls of classes.docs) {
      await db
        .doc(`profiles/${MEMBER}/completions/${cls.id}`)
        .set({ classId: cls.id, courseId, completedAt: Timestamp.now() });
    }
    // Every class completed: no certificate yet (what the completion trigger decides too).
    expect(await issueCertificateIfDone(db, MEMBER, courseId, new Date())).toBe('quiz-not-passed');

    await page.goto(`/dashboard/curso/${courseId}`);
    await expect(page.getByText('100% concluído')).toBeVisible();
    await expect(page.getByText(certificateMessages.available)).toHaveCount(0);
    const final = page.getByRole('region', { name: q.finalTitle });
    await expect(final.getByText(q.finalRequired)).toBeVisible();
    await final.getByRole('button', { name: q.take }).click();
    await final.getByRole('radio', { name: 'Verdadeiro' }).check();
    await final.getByRole('button', { name: q.send }).click();
    await expect(final.getByRole('status')).toHaveText('Aprovado com 100%');

    const banner = page.getByRole('alert').filter({ hasText: certificateMessages.available });
    await expect(banner).toBeVisible();
    const certificate = await db.doc(`profiles/${MEMBER}/certificates/${courseId}`).get();
    expect(certificate.get('quizScore')).toBe(100);
    const pdf = await downloadCertificate(banner, certificate.get('code') as string);
    expect(pdf.text).toContain('Aprovado com 100%');
  });
});
