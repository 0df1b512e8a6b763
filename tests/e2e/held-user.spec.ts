// Held users are never at a dead end, in a real browser against the emulators: whoever the guard
// keeps on /dashboard/perfil without the sidebar can sign out with 'Sair'; the gift dialog of a
// temporary non-partner opens once per acceptance, and a failed completePartnerRegistration call
// says why and offers 'Tentar novamente' and 'Fechar'.
import { completePartnerRegistrationCallable } from '@app/domain';
import { expect, test, toastText, useSeededProject, type Page } from './fixtures';
import {
  CHECKOUT_HOST,
  createTemporaryStudent,
  hasStoredAuthUser,
  mainMenu,
  profileData,
  signInHeldOnProfile,
  standInForCheckout,
} from './journey-helpers';

/** The callable's request (emulator URL: /<project>/<region>/completePartnerRegistration). */
const COMPLETE_REGISTRATION_CALL = `**/${completePartnerRegistrationCallable.name}`;

/** The held frame: 'Sair' in the top bar, no sidebar and no main menu. */
async function expectHeldFrame(page: Page) {
  await expect(
    page.getByTestId('held-top-bar').getByRole('button', { name: 'Sair' }),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-sidebar')).toHaveCount(0);
  await expect(mainMenu(page)).toHaveCount(0);
}

test.describe('held users (Hosting emulator build)', () => {
  const seeded = useSeededProject('held-user');

  test("the held partner signs out with 'Sair' and is really signed out", async ({
    page,
    pageErrors,
  }) => {
    await signInHeldOnProfile(page, 'parceiro@demo.test');
    await expectHeldFrame(page);
    await page.screenshot({ path: test.info().outputPath('held-user-top-bar.png') });

    await page.getByRole('button', { name: 'Sair' }).click();
    // The sidebar's sign-out: off to the home page with the logout toast.
    await expect(page).toHaveURL('/');
    await toastText(page, 'Logout realizado');
    await expect.poll(() => hasStoredAuthUser(page), { timeout: 20_000 }).toBe(false);

    // Signed out for real: the dashboard now asks for the sign-in.
    await page.goto('/dashboard/perfil');
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the gift dialog: a failed call is explained and can be retried or closed; once accepted, saves do not reopen it', async ({
    page,
    context,
    pageErrors,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    const db = seeded.project.db;
    const uid = 'held-gift';
    await createTemporaryStudent(seeded.project, {
      uid,
      email: 'retido@demo.test',
      name: 'Hélio Retido',
    });
    await standInForCheckout(context);

    await signInHeldOnProfile(page, 'retido@demo.test');
    await expectHeldFrame(page);

    // The call never reaches the server (as when the connection drops): the browser and the
    // dialog log the failure, which is what this test is about.
    allowConsoleErrors(
      /^console\.error: Failed to load resource: net::ERR_FAILED \(.*\/completePartnerRegistration:/,
      /^console\.error: Falha ao aceitar presente FirebaseError: internal/,
    );
    await page.route(COMPLETE_REGISTRATION_CALL, (route) => route.abort());
    await page.getByLabel('Telefone').fill('(21) 97777-6666');
    await page.getByRole('button', { name: 'Garantir Presente' }).click();

    const dialog = page.getByRole('dialog', { name: 'Você ganhou um presente!' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Garantir Presente' }).click();

    const failure = dialog.getByRole('alert');
    await expect(failure).toContainText('Não foi possível garantir o presente', {
      timeout: 20_000,
    });
    await expect(failure).toContainText('Verifique sua conexão e tente novamente');
    await page.screenshot({ path: test.info().outputPath('held-user-gift-failed.png') });

    // 'Fechar': back on the profile, still held, nothing stuck.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/dashboard/perfil');
    await expectHeldFrame(page);

    // Saving again offers the gift again, without the old failure.
    await page.getByRole('button', { name: 'Garantir Presente' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Garantir Presente' }).click();
    await expect(failure).toBeVisible({ timeout: 20_000 });

    // 'Tentar novamente' once the connection is back: the prefilled checkout opens.
    await page.unroute(COMPLETE_REGISTRATION_CALL);
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Tentar novamente' }).click(),
    ]);
    await checkout.waitForURL((url) => url.origin === CHECKOUT_HOST, { timeout: 20_000 });
    expect(new URL(checkout.url()).searchParams.get('email')).toBe('retido@demo.test');
    await toastText(page, 'Presente garantido!');
    await expect(dialog).toBeHidden();
    // The function records the acceptance on the profile: it holds on any device.
    await expect
      .poll(async () => (await profileData(db, uid)).giftAcceptedAt != null, { timeout: 20_000 })
      .toBe(true);
    const tabsAfterAcceptance = context.pages().length;

    // Accepted: the page keeps the way to the checkout, and the button only saves now.
    // (Found by its link: the 'Presente garantido!' toast is an alert too.)
    const accepted = page
      .getByRole('alert')
      .filter({ has: page.getByRole('link', { name: 'Abrir checkout' }) });
    await expect(accepted).toContainText('Presente garantido');
    await expect(accepted.getByRole('link', { name: 'Abrir checkout' })).toHaveAttribute(
      'href',
      /email=retido%40demo\.test/,
    );

    const saveAgain = async (profession: string) => {
      await page.getByLabel('Profissão').fill(profession);
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect
        .poll(async () => (await profileData(db, uid)).profession, { timeout: 20_000 })
        .toBe(profession);
      // The save is over once the button is back from 'Salvando...': a (wrong) dialog would
      // have opened before that. (Checked without the network in
      // web/src/features/profile/components/profile-page.test.tsx.)
      await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
      await expect(dialog).toHaveCount(0);
      expect(context.pages().length).toBe(tabsAfterAcceptance);
    };
    await saveAgain('Arquiteto');

    // Not even after a reload (the live profile carries giftAcceptedAt).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Complete seu Cadastro' })).toBeVisible();
    await expect(accepted).toBeVisible();
    await saveAgain('Engenheiro');
    await expectHeldFrame(page);
    await page.screenshot({ path: test.info().outputPath('held-user-gift-accepted.png') });
    expect(pageErrors).toEqual([]);
  });
});
