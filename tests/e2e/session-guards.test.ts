// Guards and the sidebar (docs/product.md, "Papéis e acesso" and "Rotas"). The login form's
// messages and the translated Firebase error are checked in
// web/src/features/auth/login-page.test.tsx; the guard's timers in
// web/src/features/auth/guards/dashboard-guard.test.tsx.
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBaseUrl } from '../support/emulator-hosts';
import {
  hasStoredAuthUser,
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

describe('session: guards and sidebar', () => {
  let baseUrl: string;
  let seeded: Seeded;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    seeded = await seedCleanProject('session-guards');
  });
  afterAll(async () => seeded?.close());

  it('a signed-out visit to /dashboard/eventos goes to /login and back there after login', async () => {
    await withBrowser(async (page) => {
      await page.goto(`${baseUrl}/dashboard/eventos`);
      await page.waitForURL(`${baseUrl}/login?redirectTo=%2Fdashboard%2Feventos`);
      await page.getByRole('link', { name: 'Cadastre-se' }).waitFor();
      await submitLogin(page, 'aluno@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard/eventos`);
      const events = page.getByRole('link', { name: 'Eventos' });
      await expect(events.getAttribute('aria-current')).resolves.toBe('page');
    });
  });

  it('a student on an admin page (/dashboard/usuarios) is sent to /dashboard', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'assinante@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.goto(`${baseUrl}/dashboard/usuarios`);
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Suas Aulas' }).waitFor();
      await page.goto(`${baseUrl}/dashboard/criar-aula`);
      await page.waitForURL(`${baseUrl}/dashboard`);
    });
  });

  it('Ctrl+B collapses the sidebar to icons, and the choice survives a reload', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'admin@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      const sidebar = page.getByTestId('dashboard-sidebar');
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

      await page.keyboard.press('Control+b');
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
      expect(cookie?.value).toBe('false');
      const sevenDays = Date.now() / 1000 + 7 * 24 * 3600;
      expect(Math.abs(cookie!.expires - sevenDays)).toBeLessThan(120);

      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard do Administrador' }).waitFor();
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
      // Collapsed: icon buttons keep their names for assistive tech.
      await page.getByRole('link', { name: 'Eventos' }).waitFor();

      await page.keyboard.press('Control+b');
      await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    });
  });

  it('on a phone-sized screen the sidebar is a drawer opened by the menu button', async () => {
    await withBrowser(async (page) => {
      await page.setViewportSize({ width: 600, height: 800 });
      await signIn(page, baseUrl, 'aluno@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await expect(page.getByTestId('dashboard-sidebar').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.waitFor();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(270);
      await nav.getByRole('link', { name: 'Eventos' }).click();
      await page.waitForURL(`${baseUrl}/dashboard/eventos`);
      await expect.poll(() => nav.isVisible()).toBe(false);
    });
  });

  it('an access that expires while the app is open signs the student out to /acesso-expirado', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'aluno@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Suas Aulas' }).waitFor();
      const visited = visitedPaths(page);
      await seeded.db
        .doc('profiles/demo-aluno')
        .update({ validUntil: Timestamp.fromMillis(Date.now() + 4000) });
      // Still in while the access lasts (to the millisecond: access-clock.test.tsx)...
      expect(page.url()).toBe(`${baseUrl}/dashboard`);
      // ...and out once it passes, with no reload and no further profile change.
      await page.waitForURL(`${baseUrl}/acesso-expirado`, { timeout: 15_000 });
      await expect.poll(() => hasStoredAuthUser(page)).toBe(false);
      // Signed out on the way without a detour through /login.
      expect(visited).toContain('/acesso-expirado');
      expect(visited).not.toContain('/login');
      expect(page.url()).toBe(`${baseUrl}/acesso-expirado`);
    });
  });

  // That the admin also stays with the app open (no timer sends them away) is checked with a
  // moving clock in web/src/features/auth/guards/dashboard-guard.test.tsx.
  it('an admin whose validUntil is in the past signs in to the dashboard', async () => {
    await seeded.db
      .doc('profiles/demo-admin')
      .update({ validUntil: Timestamp.fromMillis(Date.now() - 86_400_000) });
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'admin@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard do Administrador' }).waitFor();
      expect(page.url()).toBe(`${baseUrl}/dashboard`);
    });
  });
});
