// Each demo account signs in: where it lands and what it sees (docs/product.md, "Rotas"). The
// sidebar's user card (role label, initials) is checked in
// web/src/features/dashboard-shell/components/sidebar-user-card.test.tsx; the guard's timers
// (the 8 s cancellation toast, no bounce to /login) in
// web/src/features/auth/guards/dashboard-guard.test.tsx.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot, trackPageErrors } from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';
import {
  ADMIN_MENU,
  STUDENT_MENU,
  hasStoredAuthUser,
  menuLabels,
  seedCleanProject,
  signIn,
  submitLogin,
  withBrowser,
  type Seeded,
} from './session-support';

/**
 * The paths the page goes through from now on, client-side navigations included: a bounce
 * through /login shows here even when the page ends up elsewhere.
 */
function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

describe('session: each demo account signing in', () => {
  let baseUrl: string;
  let seeded: Seeded;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    seeded = await seedCleanProject('session-journeys');
  });
  afterAll(async () => seeded?.close());

  it('admin lands on /dashboard with the admin heading, menu and Criar Usuário', async () => {
    await withBrowser(async (page) => {
      const errors = trackPageErrors(page);
      await signIn(page, baseUrl, 'admin@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByText('Login realizado com sucesso').waitFor();
      await page.getByRole('heading', { name: 'Dashboard do Administrador' }).waitFor();
      await page.getByText('Gerencie aulas e alunos').waitFor();
      expect(await menuLabels(page)).toEqual(ADMIN_MENU);
      await page.getByRole('button', { name: 'Criar Usuário' }).waitFor();
      await page.getByText('Olá, Ana!').waitFor();
      const current = page.getByRole('link', { name: 'Dashboard' });
      await expect(current.getAttribute('aria-current')).resolves.toBe('page');
      await saveScreenshot(page, 'session-admin-dashboard');
      expect(errors).toEqual([]);
    });
  });

  it('assinante sees "Suas Aulas" and the student menu, without admin entries', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'assinante@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Suas Aulas' }).waitFor();
      expect(await menuLabels(page)).toEqual(STUDENT_MENU);
      await expect(page.getByRole('button', { name: 'Criar Usuário' }).count()).resolves.toBe(0);
      await expect(page.getByText('Dashboard do Administrador').count()).resolves.toBe(0);
    });
  });

  it('aluno (no plan, no expiry) is a student too, and logout goes home with its toast', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'aluno@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Suas Aulas' }).waitFor();
      expect(await menuLabels(page)).toEqual(STUDENT_MENU);
      // Signed in, the profile holds the session (so its absence below means something).
      expect(await hasStoredAuthUser(page)).toBe(true);
      const visited = visitedPaths(page);
      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByText('Logout realizado').waitFor();
      await page.getByText('Você foi desconectado com sucesso.').waitFor();
      await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
      // Signing out does not bounce through the dashboard guard to /login.
      expect(visited).toContain('/');
      expect(visited).not.toContain('/login');
      expect(page.url()).toBe(`${baseUrl}/`);
    });
  });

  it('expirado is signed out and sent to /acesso-expirado', async () => {
    await withBrowser(async (page) => {
      await page.goto(`${baseUrl}/login`);
      // Tracked once the login page is on screen (the router's start records '/login' itself).
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      const visited = visitedPaths(page);
      await submitLogin(page, 'expirado@demo.test');
      await page.waitForURL(`${baseUrl}/acesso-expirado`);
      await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
      // Straight there: not bounced back to /login once signed out.
      expect(visited).toContain('/acesso-expirado');
      expect(visited).not.toContain('/login');
      expect(page.url()).toBe(`${baseUrl}/acesso-expirado`);
      // Signed out for real: the dashboard now asks for a login.
      await page.goto(`${baseUrl}/dashboard`);
      await page.waitForURL(`${baseUrl}/login?redirectTo=%2Fdashboard`);
    });
  });

  it('cancelado gets the "Assinatura Cancelada" toast, /acesso-expirado and is signed out', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'cancelado@demo.test');
      await page.waitForURL(`${baseUrl}/acesso-expirado`);
      await page.getByText('Assinatura Cancelada').waitFor();
      await page
        .getByText('Sua assinatura foi cancelada. Entre em contato conosco se isso foi um erro.')
        .waitFor();
      await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
      // That this toast stays 8 s (past the default 4 s) is checked with a moving clock in
      // web/src/features/auth/guards/dashboard-guard.test.tsx.
      expect(page.url()).toBe(`${baseUrl}/acesso-expirado`);
    });
  });

  it('parceiro (temporary, registration incomplete) is held on /dashboard/perfil without sidebar', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'parceiro@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard/perfil`);
      // First login: the welcome toast greets by name, and firstAccess is switched off.
      await page.getByText('Bem-vindo(a) à Escola Estratégica, Fábio!').waitFor();
      await page.getByText('Complete seu perfil para ter a melhor experiência.').waitFor();
      await expect
        .poll(async () => (await seeded.db.doc('profiles/demo-parceiro').get()).get('firstAccess'))
        .toBe(false);
      await expect(page.getByTestId('dashboard-sidebar').count()).resolves.toBe(0);
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).count()).resolves.toBe(
        0,
      );
      // Any other dashboard page sends them back (replace) to the profile.
      await page.goto(`${baseUrl}/dashboard/eventos`);
      await page.waitForURL(`${baseUrl}/dashboard/perfil`);
      await saveScreenshot(page, 'session-partner-profile');
    });
  });
});
