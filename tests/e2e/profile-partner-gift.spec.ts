// The partner-gift journey in a real browser against the emulators: the demo partner completes
// registration (30-day gift through completePartnerRegistration), and a temporary non-partner
// user gets the undismissable gift dialog and the prefilled checkout.
import { expect, test, toastText, useSeededProject } from './fixtures';
import {
  asDate,
  CHECKOUT_HOST,
  createTemporaryStudent,
  DAY_MS,
  profileData,
  signInHeldOnProfile,
  standInForCheckout,
} from './journey-helpers';

test.describe('partner-gift journey (Hosting emulator build)', () => {
  const seeded = useSeededProject('profile-gift');

  test('the demo partner completes registration: 30 days of access and the welcome toast', async ({
    page,
    pageErrors,
  }) => {
    await signInHeldOnProfile(page, 'parceiro@demo.test');

    await page.getByLabel('Telefone').fill('(31) 98888-7777');
    await page.getByLabel('Profissão').fill('Empreendedor');
    await page.getByRole('button', { name: 'Vendas' }).click();
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Garantir Presente' }).click();

    // Found by its description: the first-login welcome (same greeting) may still be showing.
    expect(
      await toastText(page, 'Seu presente foi ativado: aproveite 30 dias de acesso gratuito.'),
    ).toContain('Bem-vindo(a) à Escola Estratégica, Fábio!');
    await expect(page).toHaveURL('/dashboard');

    const profile = await profileData(seeded.project.db, 'demo-parceiro');
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
    await page.goto('/dashboard/perfil');
    await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('profile-partner-completed.png') });
    expect(pageErrors).toEqual([]);
  });

  test('a temporary non-partner accepts the gift dialog and gets the prefilled checkout', async ({
    page,
    context,
  }) => {
    const db = seeded.project.db;
    const uid = 'temp-presente';
    await createTemporaryStudent(seeded.project, {
      uid,
      email: 'presente@demo.test',
      name: 'Gabi Presente',
    });
    await standInForCheckout(context);

    await signInHeldOnProfile(page, 'presente@demo.test', 'demo1234');
    await page.getByLabel('Telefone').fill('(11) 91234-5678');
    await page.getByRole('button', { name: 'Garantir Presente' }).click();

    // The dialog's own rules (accept only with the terms ticked, no Escape, no outside click)
    // are checked in web/src/features/profile/components/gift-dialog.test.tsx.
    const dialog = page.getByRole('dialog', { name: 'Você ganhou um presente!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox').check();
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: 'Garantir Presente' }).click(),
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
    await expect(dialog).toBeHidden();
    expect((await profileData(db, uid)).firstAccess).toBe(false);
  });
});
