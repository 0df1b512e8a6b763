// Partner popups in a real browser against the emulators (issue 7): a partner profile seeded at
// the right ages gets the satisfaction survey (day 15+) and the expiry modal (1-7 days left),
// and their answers land in Firestore exactly as the rules accept them. When no popup must show
// (too early, answered, snoozed, continued) is checked with a moving clock in
// web/src/features/partner-popups/partner-popups.test.tsx.
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { asDate, DAY_MS, HOUR_MS, profileData, toastText, withJourney } from './profile-support';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';

const UID = 'demo-parceiro';
const SURVEY_TITLE = 'Como está sendo sua experiência?';
const EXPIRY_TITLE = 'Seu presente está acabando';
/** Both journeys: the demo partner, signed in once for the file, on /dashboard. */
const AS_PARTNER = { as: 'parceiro@demo.test' };

describe('partner popups (Hosting emulator build)', () => {
  let project: SeededProject;

  beforeAll(async () => {
    project = await seedCleanProject('profile-popups');
  });
  afterAll(async () => project?.close());

  /** The demo partner, registration completed `days` days (and an hour) ago, gift running. */
  async function partnerAtDay(days: number, partnerPrompt: Record<string, unknown> | null = null) {
    const completedAt = new Date(Date.now() - days * DAY_MS - HOUR_MS);
    await project.db.doc(`profiles/${UID}`).update({
      phone: '11987654321',
      firstAccess: false,
      registrationComplete: true,
      registrationCompletedAt: Timestamp.fromDate(completedAt),
      validUntil: Timestamp.fromDate(new Date(completedAt.getTime() + 30 * DAY_MS)),
      partnerPrompt,
    });
  }

  beforeEach(async () => {
    await project.db.doc(`partnerSurveys/${UID}`).delete();
  });

  const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

  it(
    'day 15: the survey, answered with a rating and a comment, is saved once as the rules accept',
    { timeout: 90_000 },
    async () => {
      // Day 14 (nothing yet), the rating being required and an outside click not closing it are
      // screen details: web/src/features/partner-popups/partner-popups.test.tsx and
      // components/satisfaction-survey-dialog.test.tsx.
      await partnerAtDay(15);
      await withJourney(async ({ page, errors }) => {
        const survey = dialogNamed(page, SURVEY_TITLE);
        await survey.waitFor();
        await survey.locator('label[for]').filter({ hasText: '4 estrelas' }).click();
        await survey.getByText('Que bom que você está gostando!', { exact: false }).waitFor();
        await survey.getByLabel('Comentário (opcional)').fill('Aulas muito práticas.');
        await saveScreenshot(page, 'profile-partner-survey');
        await survey.getByRole('button', { name: 'Enviar avaliação' }).click();
        await toastText(page, 'Obrigado pela sua avaliação!');
        await survey.waitFor({ state: 'hidden' });

        const saved = (await project.db.doc(`partnerSurveys/${UID}`).get()).data();
        expect(saved).toMatchObject({ userId: UID, rating: 4, comment: 'Aulas muito práticas.' });
        expect(Object.keys(saved!).sort()).toEqual(['comment', 'createdAt', 'rating', 'userId']);
        expect(errors).toEqual([]);
      }, AS_PARTNER);
    },
  );

  it(
    '5 days left: the expiry modal, remind-later for 24 h, shown again once it passes, then continue',
    { timeout: 120_000 },
    async () => {
      // 8 days left (nothing yet) and no modal while snoozed or after 'continue' are checked with
      // a moving clock in web/src/features/partner-popups/partner-popups.test.tsx.
      // The survey was answered, so only the expiry modal is in play.
      await project.db
        .doc(`partnerSurveys/${UID}`)
        .set({ userId: UID, rating: 5, createdAt: Timestamp.now() });
      await partnerAtDay(25);
      await withJourney(async ({ page }) => {
        const expiry = dialogNamed(page, EXPIRY_TITLE);
        await expiry.waitFor();
        expect(await expiry.innerText()).toContain('Restam apenas 5 dias do seu acesso gratuito.');
        await saveScreenshot(page, 'profile-partner-expiry');

        const clickedAt = Date.now();
        await expiry.getByRole('button', { name: 'Lembrar mais tarde' }).click();
        await expiry.waitFor({ state: 'hidden' });
        await expect
          .poll(async () => asDate((await profileData(project.db, UID)).partnerPrompt?.remindAfter))
          .not.toBeNull();
        const remindAfter = asDate((await profileData(project.db, UID)).partnerPrompt.remindAfter)!;
        expect(Math.abs(remindAfter.getTime() - (clickedAt + 24 * HOUR_MS))).toBeLessThan(60_000);

        // The remind-later time passes: shown again, and the stale time is cleared.
        await project.db.doc(`profiles/${UID}`).update({
          'partnerPrompt.remindAfter': Timestamp.fromDate(new Date(Date.now() - 60_000)),
        });
        await page.reload();
        await expiry.waitFor();
        await expect
          .poll(async () => (await profileData(project.db, UID)).partnerPrompt?.remindAfter ?? null)
          .toBeNull();

        await expiry.getByRole('button', { name: 'Quero continuar' }).click();
        await toastText(page, 'Que bom que você vai continuar!');
        await expiry.waitFor({ state: 'hidden' });
        await expect
          .poll(async () => asDate((await profileData(project.db, UID)).partnerPrompt?.continuedAt))
          .not.toBeNull();
      }, AS_PARTNER);
    },
  );
});
