// Cancel subscription in a real browser against the emulators: confirm, the profile gets
// cancelled: true, and the user is signed out. Declining the confirmation and the exact 3 s
// before the sign-out are checked in
// web/src/features/profile/components/cancel-subscription-card.test.tsx.
import { expect, signedInAs, test, toastText, useSeededProject } from './fixtures';
import { profileData } from './journey-helpers';

test.describe('cancel subscription (Hosting emulator build)', () => {
  const seeded = useSeededProject('profile-cancel');
  signedInAs('subscriber');

  test('cancels, confirms with a toast and ends signed out', async ({ page, pageErrors }) => {
    await page.goto('/dashboard/perfil');
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    // Found by the description: Playwright's text match ignores case, and the guard's own
    // 'Assinatura Cancelada' toast must not be mistaken for this one.
    expect(await toastText(page, 'Você será desconectado em instantes.')).toContain(
      'Assinatura cancelada',
    );
    expect((await profileData(seeded.project.db, 'demo-assinante')).cancelled).toBe(true);

    // Signed out (3 s later) with the logout toast, out of the dashboard.
    await toastText(page, 'Logout realizado');
    await expect(page).not.toHaveURL(/\/dashboard/);

    // The dashboard now asks for a sign-in.
    await page.goto('/dashboard/perfil');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(pageErrors).toEqual([]);
  });
});
