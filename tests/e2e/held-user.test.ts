// Held users are never at a dead end, in a real browser against the emulators:
// whoever the guard keeps on /dashboard/perfil without the sidebar can sign out with 'Sair'; the
// gift dialog of a temporary non-partner opens once per acceptance, and a failed
// completePartnerRegistration call says why and offers 'Tentar novamente' and 'Fechar'.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';
import { CHECKOUT_HOST, profileData, signIn, toastText, withJourney } from './profile-support';
import { hasStoredAuthUser } from './session-support';

/** The callable's request (emulator URL: /<project>/<region>/completePartnerRegistration). */
const COMPLETE_REGISTRATION_CALL = '**/completePartnerRegistration';

async function createTemporaryStudent(project: SeededProject, uid: string, email: string) {
  await project.auth.createUser({ uid, email, password: 'demo1234', displayName: 'Hélio Retido' });
  const seeded = await profileData(project.db, 'demo-aluno');
  await project.db.doc(`profiles/${uid}`).set({
    ...seeded,
    name: 'Hélio Retido',
    email,
    phone: null,
    profession: null,
    isTemporary: true,
    isPartner: false,
    firstAccess: true,
    registrationComplete: false,
    registrationCompletedAt: null,
  });
}

/** The held frame: 'Sair' in the top bar, no sidebar and no main menu. */
async function expectHeldFrame(page: Page) {
  await page.getByTestId('held-top-bar').getByRole('button', { name: 'Sair' }).waitFor();
  expect(await page.getByTestId('dashboard-sidebar').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
}

/** The journey opens the checkout: the offline machine gets a stand-in for it. */
const WITH_CHECKOUT = { checkout: true };

describe('held users (Hosting emulator build)', () => {
  let baseUrl: string;
  let project: SeededProject;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    project = await seedCleanProject('held-user');
  });
  afterAll(async () => project?.close());

  it(
    "the held partner signs out with 'Sair' and is really signed out",
    { timeout: 90_000 },
    async () => {
      await withJourney(async ({ page, errors }) => {
        await signIn(page, baseUrl, 'parceiro@demo.test');
        await page.waitForURL(`${baseUrl}/dashboard/perfil`);
        await page.getByRole('heading', { name: 'Complete seu Cadastro' }).waitFor();
        await expectHeldFrame(page);
        await saveScreenshot(page, 'held-user-top-bar');

        await page.getByRole('button', { name: 'Sair' }).click();
        // The sidebar's sign-out: off to the home page with the logout toast.
        await page.waitForURL(`${baseUrl}/`);
        await toastText(page, 'Logout realizado');
        await expect.poll(() => hasStoredAuthUser(page), { timeout: 20_000 }).toBe(false);

        // Signed out for real: the dashboard now asks for the sign-in.
        await page.goto(`${baseUrl}/dashboard/perfil`);
        await page.waitForURL((url) => url.pathname === '/login');
        await page.getByRole('button', { name: 'Entrar' }).waitFor();
        expect(errors).toEqual([]);
      });
    },
  );

  it(
    'the gift dialog: a failed call is explained and can be retried or closed; once accepted, saves do not reopen it',
    { timeout: 180_000 },
    async () => {
      const uid = 'held-gift';
      await createTemporaryStudent(project, uid, 'retido@demo.test');

      await withJourney(async ({ page, browser, errors }) => {
        await signIn(page, baseUrl, 'retido@demo.test');
        await page.waitForURL(`${baseUrl}/dashboard/perfil`);
        await page.getByRole('heading', { name: 'Complete seu Cadastro' }).waitFor();
        await expectHeldFrame(page);

        // The call never reaches the server (as when the connection drops).
        await page.route(COMPLETE_REGISTRATION_CALL, (route) => route.abort());
        await page.getByLabel('Telefone').fill('(21) 97777-6666');
        await page.getByRole('button', { name: 'Garantir Presente' }).click();

        const dialog = page.getByRole('dialog', { name: 'Você ganhou um presente!' });
        await dialog.waitFor();
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: 'Garantir Presente' }).click();

        const failure = dialog.getByRole('alert');
        await failure.waitFor({ timeout: 20_000 });
        expect(await failure.innerText()).toContain('Não foi possível garantir o presente');
        expect(await failure.innerText()).toContain('Verifique sua conexão e tente novamente');
        await saveScreenshot(page, 'held-user-gift-failed');

        // 'Fechar': back on the profile, still held, nothing stuck.
        await dialog.getByRole('button', { name: 'Fechar' }).click();
        await dialog.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/dashboard/perfil');
        await expectHeldFrame(page);

        // Saving again offers the gift again, without the old failure.
        await page.getByRole('button', { name: 'Garantir Presente' }).click();
        await dialog.waitFor();
        expect(await dialog.getByRole('alert').count()).toBe(0);
        await dialog.getByRole('checkbox').check();
        await dialog.getByRole('button', { name: 'Garantir Presente' }).click();
        await failure.waitFor({ timeout: 20_000 });

        // 'Tentar novamente' once the connection is back: the prefilled checkout opens.
        await page.unroute(COMPLETE_REGISTRATION_CALL);
        const [checkout] = await Promise.all([
          browser.context.waitForEvent('page'),
          dialog.getByRole('button', { name: 'Tentar novamente' }).click(),
        ]);
        await checkout.waitForURL((url) => url.origin === CHECKOUT_HOST, { timeout: 20_000 });
        expect(new URL(checkout.url()).searchParams.get('email')).toBe('retido@demo.test');
        await toastText(page, 'Presente garantido!');
        await dialog.waitFor({ state: 'hidden' });
        // The function records the acceptance on the profile: it holds on any device.
        await expect
          .poll(async () => (await profileData(project.db, uid)).giftAcceptedAt != null, {
            timeout: 20_000,
          })
          .toBe(true);
        const tabsAfterAcceptance = browser.context.pages().length;

        // Accepted: the page keeps the way to the checkout, and the button only saves now.
        // (Found by its link: the 'Presente garantido!' toast is an alert too.)
        const accepted = page
          .getByRole('alert')
          .filter({ has: page.getByRole('link', { name: 'Abrir checkout' }) });
        await accepted.waitFor();
        expect(await accepted.innerText()).toContain('Presente garantido');
        expect(
          await accepted.getByRole('link', { name: 'Abrir checkout' }).getAttribute('href'),
        ).toContain('email=retido%40demo.test');

        const saveAgain = async (profession: string) => {
          await page.getByLabel('Profissão').fill(profession);
          await page.getByRole('button', { name: 'Salvar alterações' }).click();
          await expect
            .poll(async () => (await profileData(project.db, uid)).profession, { timeout: 20_000 })
            .toBe(profession);
          // The save is over once the button is back from 'Salvando...': a (wrong) dialog would
          // have opened before that. (Checked without the network in
          // web/src/features/profile/profile-page.test.tsx.)
          const save = page.getByRole('button', { name: 'Salvar alterações' });
          await save.waitFor();
          await expect.poll(() => save.isEnabled()).toBe(true);
          expect(await dialog.isVisible()).toBe(false);
          expect(browser.context.pages().length).toBe(tabsAfterAcceptance);
        };
        await saveAgain('Arquiteto');

        // Not even after a reload (the live profile carries giftAcceptedAt).
        await page.reload();
        await page.getByRole('heading', { name: 'Complete seu Cadastro' }).waitFor();
        await accepted.waitFor();
        await saveAgain('Engenheiro');
        await expectHeldFrame(page);
        await saveScreenshot(page, 'held-user-gift-accepted');
        expect(errors).toEqual([]);
      }, WITH_CHECKOUT);
    },
  );
});
