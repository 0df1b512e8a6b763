// Guards and the sidebar (docs/product.md, "Papéis e acesso" and "Rotas"). The login form's
// messages and the translated Firebase error are checked in
// web/src/features/auth/components/login-page.test.tsx; the guard's timers in
// web/src/features/auth/components/dashboard-guard.test.tsx.
import { Timestamp } from 'firebase-admin/firestore';
import { expect, signedInAs, test, useSeededProject } from './fixtures';
import { hasStoredAuthUser, mainMenu, submitLogin, visitedPaths } from './journey-helpers';

test.describe('session: guards and sidebar', () => {
  const seeded = useSeededProject('session-guards');

  test('a signed-out visit to /dashboard/eventos goes to /login and back there after login', async ({
    page,
  }) => {
    await page.goto('/dashboard/eventos');
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard%2Feventos');
    await expect(page.getByRole('link', { name: 'Cadastre-se' })).toBeVisible();
    await submitLogin(page, 'aluno@demo.test');
    await expect(page).toHaveURL('/dashboard/eventos');
    await expect(page.getByRole('link', { name: 'Eventos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('a subscriber', () => {
    signedInAs('subscriber');

    test('on an admin page (/dashboard/usuarios) is sent to /dashboard', async ({ page }) => {
      await page.goto('/dashboard/usuarios');
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { name: 'Suas Aulas' })).toBeVisible();
      await page.goto('/dashboard/criar-aula');
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { name: 'Suas Aulas' })).toBeVisible();
    });
  });

  test.describe('an admin', () => {
    signedInAs('admin');

    test('Ctrl+B collapses the sidebar to icons, and the choice survives a reload', async ({
      page,
      context,
    }) => {
      await page.goto('/dashboard');
      const sidebar = page.getByTestId('dashboard-sidebar');
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

      await page.keyboard.press('Control+b');
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
      const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
      expect(cookie?.value).toBe('false');
      const sevenDays = Date.now() / 1000 + 7 * 24 * 3600;
      expect(Math.abs(cookie!.expires - sevenDays)).toBeLessThan(120);

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Dashboard do Administrador' })).toBeVisible();
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      // Collapsed: icon buttons keep their names for assistive tech.
      await expect(page.getByRole('link', { name: 'Eventos' })).toBeVisible();

      await page.keyboard.press('Control+b');
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    });

    // That the admin also stays with the app open (no timer sends them away) is checked with a
    // moving clock in web/src/features/auth/components/dashboard-guard.test.tsx.
    test('whose validUntil is in the past opens the dashboard', async ({ page }) => {
      await seeded.project.db
        .doc('profiles/demo-admin')
        .update({ validUntil: Timestamp.fromMillis(Date.now() - 86_400_000) });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard do Administrador' })).toBeVisible();
      await expect(page).toHaveURL('/dashboard');
    });
  });

  test.describe('a student', () => {
    signedInAs('student');

    test('on a phone-sized screen has the sidebar as a drawer opened by the menu button', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 600, height: 800 });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Suas Aulas' })).toBeVisible();
      await expect(page.getByTestId('dashboard-sidebar')).toHaveCount(0);
      await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
      const nav = mainMenu(page);
      await expect(nav).toBeVisible();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(270);
      await nav.getByRole('link', { name: 'Eventos' }).click();
      await expect(page).toHaveURL('/dashboard/eventos');
      await expect(nav).toBeHidden();
    });

    test('whose access expires while the app is open is signed out to /acesso-expirado', async ({
      page,
    }) => {
      // The page's clock, so the end of the access comes without waiting for it in real time.
      await page.clock.install();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Suas Aulas' })).toBeVisible();
      const visited = visitedPaths(page);
      const validUntil = Date.now() + 4000;
      await seeded.project.db
        .doc('profiles/demo-aluno')
        .update({ validUntil: Timestamp.fromMillis(validUntil) });
      // Still in while the access lasts (to the millisecond: access-clock.test.tsx)...
      await expect(page).toHaveURL('/dashboard');
      // ...and out once it passes, with no reload and no further profile change.
      await page.clock.fastForward(validUntil - Date.now() + 1000);
      await expect(page).toHaveURL('/acesso-expirado');
      await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
      // Signed out on the way without a detour through /login.
      expect(visited).toContain('/acesso-expirado');
      expect(visited).not.toContain('/login');
      await expect(page).toHaveURL('/acesso-expirado');
    });
  });
});
