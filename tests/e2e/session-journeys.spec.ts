// Each demo account signs in through the real form: where it lands and what it sees
// (docs/product.md, "Rotas"). The sidebar's user card (role label, initials) is checked in
// web/src/features/dashboard-shell/components/sidebar-user-card.test.tsx; the guard's timers
// (the 8 s cancellation toast, no bounce to /login) in
// web/src/features/auth/components/dashboard-guard.test.tsx.
import { expect, signInThroughLogin, test, useSeededProject } from './fixtures';
import {
  ADMIN_MENU,
  hasStoredAuthUser,
  mainMenu,
  menuLabels,
  STUDENT_MENU,
  submitLogin,
  visitedPaths,
} from './journey-helpers';

test.describe('session: each demo account signing in', () => {
  const seeded = useSeededProject('session-journeys');

  test('admin lands on /dashboard with the admin heading, menu and Criar Usuário', async ({
    page,
    pageErrors,
  }) => {
    await signInThroughLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Login realizado com sucesso')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard do Administrador' })).toBeVisible();
    await expect(page.getByText('Gerencie aulas e alunos')).toBeVisible();
    expect(await menuLabels(page)).toEqual(ADMIN_MENU);
    await expect(page.getByRole('button', { name: 'Criar Usuário' })).toBeVisible();
    await expect(page.getByText('Olá, Ana!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({ path: test.info().outputPath('session-admin-dashboard.png') });
    expect(pageErrors).toEqual([]);
  });

  test('assinante sees "Suas Aulas" and the student menu, without admin entries', async ({
    page,
  }) => {
    await signInThroughLogin(page, 'assinante@demo.test');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Suas Aulas' })).toBeVisible();
    expect(await menuLabels(page)).toEqual(STUDENT_MENU);
    await expect(page.getByRole('button', { name: 'Criar Usuário' })).toHaveCount(0);
    await expect(page.getByText('Dashboard do Administrador')).toHaveCount(0);
  });

  test('aluno (no plan, no expiry) is a student too, and logout goes home with its toast', async ({
    page,
  }) => {
    await signInThroughLogin(page, 'aluno@demo.test');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Suas Aulas' })).toBeVisible();
    expect(await menuLabels(page)).toEqual(STUDENT_MENU);
    // Signed in, the profile holds the session (so its absence below means something).
    expect(await hasStoredAuthUser(page)).toBe(true);
    const visited = visitedPaths(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await expect(page.getByText('Você foi desconectado com sucesso.')).toBeVisible();
    await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
    // Signing out does not bounce through the dashboard guard to /login.
    expect(visited).toContain('/');
    expect(visited).not.toContain('/login');
    await expect(page).toHaveURL('/');
  });

  test('expirado is signed out and sent to /acesso-expirado', async ({ page }) => {
    await page.goto('/login');
    // Tracked once the login page is on screen (the router's start records '/login' itself).
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const visited = visitedPaths(page);
    await submitLogin(page, 'expirado@demo.test');
    await expect(page).toHaveURL('/acesso-expirado');
    await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
    // Straight there: not bounced back to /login once signed out.
    expect(visited).toContain('/acesso-expirado');
    expect(visited).not.toContain('/login');
    await expect(page).toHaveURL('/acesso-expirado');
    // Signed out for real: the dashboard now asks for a login.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard');
  });

  test('cancelado gets the "Assinatura Cancelada" toast, /acesso-expirado and is signed out', async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, 'cancelado@demo.test');
    await expect(page).toHaveURL('/acesso-expirado');
    await expect(page.getByText('Assinatura Cancelada')).toBeVisible();
    await expect(
      page.getByText('Sua assinatura foi cancelada. Entre em contato conosco se isso foi um erro.'),
    ).toBeVisible();
    await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
    // That this toast stays 8 s (past the default 4 s) is checked with a moving clock in
    // web/src/features/auth/components/dashboard-guard.test.tsx.
    await expect(page).toHaveURL('/acesso-expirado');
  });

  test('parceiro (temporary, registration incomplete) is held on /dashboard/perfil without sidebar', async ({
    page,
  }) => {
    await signInThroughLogin(page, 'parceiro@demo.test');
    await expect(page).toHaveURL('/dashboard/perfil');
    // First login: the welcome toast greets by name, and firstAccess is switched off.
    await expect(page.getByText('Bem-vindo(a) à Escola Estratégica, Fábio!')).toBeVisible();
    await expect(
      page.getByText('Complete seu perfil para ter a melhor experiência.'),
    ).toBeVisible();
    await expect
      .poll(async () =>
        (await seeded.project.db.doc('profiles/demo-parceiro').get()).get('firstAccess'),
      )
      .toBe(false);
    await expect(page.getByTestId('dashboard-sidebar')).toHaveCount(0);
    await expect(mainMenu(page)).toHaveCount(0);
    // Any other dashboard page sends them back (replace) to the profile.
    await page.goto('/dashboard/eventos');
    await expect(page).toHaveURL('/dashboard/perfil');
    await page.screenshot({ path: test.info().outputPath('session-partner-profile.png') });
  });
});
