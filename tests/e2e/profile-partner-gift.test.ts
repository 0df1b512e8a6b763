// The partner-gift journey in a real browser against the emulators (issue 7): the demo partner
// completes registration (30-day gift through completePartnerRegistration), and a temporary
// non-partner user gets the undismissable gift dialog and the prefilled checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';
import {
  asDate,
  CHECKOUT_HOST,
  DAY_MS,
  profileData,
  signIn,
  toastText,
  withJourney,
} from './profile-support';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';

/** The journey opens the checkout: the offline machine gets a stand-in for it. */
const WITH_CHECKOUT = { checkout: true };

describe('partner-gift journey (Hosting emulator build)', () => {
  let baseUrl: string;
  let project: SeededProject;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    project = await seedCleanProject('profile-gift');
  });
  afterAll(async () => project?.close());

  it(
    'the demo partner completes registration: 30 days of access and the welcome toast',
    { timeout: 90_000 },
    async () => {
      await withJourney(async ({ page, errors }) => {
        await signIn(page, baseUrl, 'parceiro@demo.test');
        await page.waitForURL(`${baseUrl}/dashboard/perfil`);
        await page.getByRole('heading', { name: 'Complete seu Cadastro' }).waitFor();

        await page.getByLabel('Telefone').fill('(31) 98888-7777');
        await page.getByLabel('Profissão').fill('Empreendedor');
        await page.getByRole('button', { name: 'Vendas' }).click();
        const clickedAt = Date.now();
        await page.getByRole('button', { name: 'Garantir Presente' }).click();

        // Found by its description: the first-login welcome (same greeting) may still be showing.
        expect(
          await toastText(page, 'Seu presente foi ativado: aproveite 30 dias de acesso gratuito.'),
        ).toContain('Bem-vindo(a) à Escola Estratégica, Fábio!');
        await page.waitForURL(`${baseUrl}/dashboard`);

        const profile = await profileData(project.db, 'demo-parceiro');
        expect(profile).toMatchObject({
          registrationComplete: true,
          firstAccess: false,
          phone: '(31) 98888-7777',
          profession: 'Empreendedor',
          interests: ['vendas'],
        });
        const completedAt = asDate(profile.registrationCompletedAt)!;
        const validUntil = asDate(profile.validUntil)!;
        expect(Math.abs(completedAt.getTime() - clickedAt)).toBeLessThan(60_000);
        expect(validUntil.getTime() - completedAt.getTime()).toBe(30 * DAY_MS);

        // Registration is complete: the profile is a normal profile now.
        await page.goto(`${baseUrl}/dashboard/perfil`);
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        await saveScreenshot(page, 'profile-partner-completed');
        expect(errors).toEqual([]);
      });
    },
  );

  it(
    'a temporary non-partner accepts the gift dialog and gets the prefilled checkout',
    { timeout: 90_000 },
    async () => {
      const uid = 'temp-presente';
      await project.auth.createUser({
        uid,
        email: 'presente@demo.test',
        password: 'demo1234',
        displayName: 'Gabi Presente',
      });
      const seeded = await profileData(project.db, 'demo-aluno');
      await project.db.doc(`profiles/${uid}`).set({
        ...seeded,
        name: 'Gabi Presente',
        email: 'presente@demo.test',
        phone: null,
        isTemporary: true,
        isPartner: false,
        firstAccess: true,
        registrationComplete: false,
        registrationCompletedAt: null,
      });

      await withJourney(async ({ page, browser }) => {
        await signIn(page, baseUrl, 'presente@demo.test', 'demo1234');
        await page.waitForURL(`${baseUrl}/dashboard/perfil`);
        await page.getByRole('heading', { name: 'Complete seu Cadastro' }).waitFor();
        await page.getByLabel('Telefone').fill('(11) 91234-5678');
        await page.getByRole('button', { name: 'Garantir Presente' }).click();

        // The dialog's own rules (accept only with the terms ticked, no Escape, no outside
        // click) are checked in web/src/features/profile/components/gift-dialog.test.tsx.
        const dialog = page.getByRole('dialog', { name: 'Você ganhou um presente!' });
        await dialog.waitFor();
        const accept = dialog.getByRole('button', { name: 'Garantir Presente' });
        await dialog.getByRole('checkbox').check();
        const [checkout] = await Promise.all([
          browser.context.waitForEvent('page'),
          accept.click(),
        ]);
        await checkout.waitForURL((url) => url.origin === CHECKOUT_HOST);
        const url = new URL(checkout.url());
        expect(url.pathname).toBe('/escola-estrategica/fundador');
        expect(Object.fromEntries(url.searchParams)).toMatchObject({
          name: 'Gabi Presente',
          email: 'presente@demo.test',
          phone: '5511912345678',
          phone_area_code: '11',
          phone_number: '912345678',
        });
        await toastText(page, 'Presente garantido!');
        await dialog.waitFor({ state: 'hidden' });
        expect((await profileData(project.db, uid)).firstAccess).toBe(false);
      }, WITH_CHECKOUT);
    },
  );
});
