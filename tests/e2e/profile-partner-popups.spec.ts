// Partner popups in a real browser against the emulators: a partner profile seeded at the right
// ages gets the satisfaction survey (day 15+) and the expiry modal (1-7 days left), and their
// answers land in Firestore exactly as the rules accept them. When no popup must show (too early,
// answered, snoozed, continued) is checked with a moving clock in
// web/src/features/partner-popups/components/partner-popups.test.tsx.
import { Timestamp } from 'firebase-admin/firestore';
import { expect, signInThroughLogin, test, toastText, useSeededProject } from './fixtures';
import { asDate, DAY_MS, HOUR_MS, profileData } from './journey-helpers';

const UID = 'demo-parceiro';
const SURVEY_TITLE = 'Como está sendo sua experiência?';
const EXPIRY_TITLE = 'Seu presente está acabando';

test.describe('partner popups (Hosting emulator build)', () => {
  const seeded = useSeededProject('profile-popups');

  /** The demo partner, registration completed `days` days (and an hour) ago, gift running. */
  async function partnerAtDay(days: number, partnerPrompt: Record<string, unknown> | null = null) {
    const completedAt = new Date(Date.now() - days * DAY_MS - HOUR_MS);
    await seeded.project.db.doc(`profiles/${UID}`).update({
      phone: '11987654321',
      firstAccess: false,
      registrationComplete: true,
      registrationCompletedAt: Timestamp.fromDate(completedAt),
      validUntil: Timestamp.fromDate(new Date(completedAt.getTime() + 30 * DAY_MS)),
      partnerPrompt,
    });
  }

  test.beforeEach(async () => {
    await seeded.project.db.doc(`partnerSurveys/${UID}`).delete();
  });

  test('day 15: the survey, answered with a rating and a comment, is saved once as the rules accept', async ({
    page,
    pageErrors,
  }) => {
    // Day 14 (nothing yet), the rating being required and an outside click not closing it are
    // screen details: web/src/features/partner-popups/components/partner-popups.test.tsx and
    // components/satisfaction-survey-dialog.test.tsx.
    const db = seeded.project.db;
    await partnerAtDay(15);
    await signInThroughLogin(page, 'parceiro@demo.test');
    const survey = page.getByRole('dialog', { name: SURVEY_TITLE });
    await expect(survey).toBeVisible();
    await survey.locator('label[for]').filter({ hasText: '4 estrelas' }).click();
    await expect(
      survey.getByText('Que bom que você está gostando!', { exact: false }),
    ).toBeVisible();
    await survey.getByLabel('Comentário (opcional)').fill('Aulas muito práticas.');
    await page.screenshot({ path: test.info().outputPath('profile-partner-survey.png') });
    await survey.getByRole('button', { name: 'Enviar avaliação' }).click();
    await toastText(page, 'Obrigado pela sua avaliação!');
    await expect(survey).toBeHidden();

    const saved = (await db.doc(`partnerSurveys/${UID}`).get()).data();
    expect(saved).toMatchObject({ userId: UID, rating: 4, comment: 'Aulas muito práticas.' });
    expect(Object.keys(saved!).sort()).toEqual(['comment', 'createdAt', 'rating', 'userId']);
    expect(pageErrors).toEqual([]);
  });

  test('5 days left: the expiry modal, remind-later for 24 h, shown again once it passes, then continue', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // 8 days left (nothing yet) and no modal while snoozed or after 'continue' are checked with
    // a moving clock in web/src/features/partner-popups/components/partner-popups.test.tsx.
    // The survey was answered, so only the expiry modal is in play.
    const db = seeded.project.db;
    await db
      .doc(`partnerSurveys/${UID}`)
      .set({ userId: UID, rating: 5, createdAt: Timestamp.now() });
    await partnerAtDay(25);
    await signInThroughLogin(page, 'parceiro@demo.test');
    const expiry = page.getByRole('dialog', { name: EXPIRY_TITLE });
    await expect(expiry).toContainText('Restam apenas 5 dias do seu acesso gratuito.');
    await page.screenshot({ path: test.info().outputPath('profile-partner-expiry.png') });

    const clickedAt = Date.now();
    await expiry.getByRole('button', { name: 'Lembrar mais tarde' }).click();
    await expect(expiry).toBeHidden();
    await expect
      .poll(async () => asDate((await profileData(db, UID)).partnerPrompt?.remindAfter))
      .not.toBeNull();
    const remindAfter = asDate((await profileData(db, UID)).partnerPrompt.remindAfter)!;
    expect(Math.abs(remindAfter.getTime() - (clickedAt + 24 * HOUR_MS))).toBeLessThan(60_000);

    // The remind-later time passes: shown again, and the stale time is cleared.
    await db.doc(`profiles/${UID}`).update({
      'partnerPrompt.remindAfter': Timestamp.fromDate(new Date(Date.now() - 60_000)),
    });
    await page.reload();
    await expect(expiry).toBeVisible();
    await expect
      .poll(async () => (await profileData(db, UID)).partnerPrompt?.remindAfter ?? null)
      .toBeNull();

    await expiry.getByRole('button', { name: 'Quero continuar' }).click();
    await toastText(page, 'Que bom que você vai continuar!');
    await expect(expiry).toBeHidden();
    await expect
      .poll(async () => asDate((await profileData(db, UID)).partnerPrompt?.continuedAt))
      .not.toBeNull();
  });
});
