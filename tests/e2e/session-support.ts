// Shared steps of the session browser suites (tests/e2e/session-*.test.ts).
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { launchBrowser, type Browser } from '../support/browser';

export const ADMIN_MENU = [
  'Dashboard',
  'Criar Aula',
  'Criar Curso',
  'Agendar Aula ao Vivo',
  'Eventos',
  'Comentários',
  'Usuários',
  'Perfil',
];
export const STUDENT_MENU = ['Dashboard', 'Eventos', 'Perfil'];

export { seedCleanProject, type SeededProject as Seeded } from '../support/seeded-project';

/** Each journey in its own browser profile, so no signed-in state leaks between accounts. */
export async function withBrowser(run: (page: Page) => Promise<void>): Promise<void> {
  const browser: Browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    // Browser-side errors in the test output: the app logs what it swallows.
    page.on('console', (message) => {
      if (message.type() === 'error') console.log(`[browser] ${message.text()}`);
    });
    await run(page);
  } finally {
    await browser.close();
  }
}

/** Fills and submits the login form of the page already showing /login. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, email);
}

/** The labels of the sidebar's main menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await nav.waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

/**
 * Whether Firebase Auth still holds a signed-in user in this browser profile: in localStorage
 * (the app's browserLocalPersistence) or in IndexedDB (the SDK's default persistence).
 */
export async function hasStoredAuthUser(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'))) return true;
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(false);
        const all = db
          .transaction('firebaseLocalStorage', 'readonly')
          .objectStore('firebaseLocalStorage')
          .getAll();
        all.onsuccess = () =>
          resolve(
            (all.result as { fbase_key?: string }[]).some((row) =>
              row.fbase_key?.startsWith('firebase:authUser:'),
            ),
          );
        all.onerror = () => resolve(false);
      };
    });
  });
}
