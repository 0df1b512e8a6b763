// Steps and facts several journeys share (the fixtures themselves live in fixtures.ts).
import type { Firestore } from 'firebase-admin/firestore';
import type { SeededProject } from '../support/seeded-project';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { expect, signInThroughLogin, type BrowserContext, type Page } from './fixtures';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Default checkout host of web/src/config/commerce.ts (the e2e build sets no checkout URL). */
export const CHECKOUT_HOST = 'https://checkout.example.com';

export const ADMIN_MENU = [
  'Dashboard',
  'Criar Aula',
  'Criar Curso',
  'Agendar Aula ao Vivo',
  'Eventos',
  'Comentários',
  'Usuários',
  'Indicadores',
  'Meus certificados',
  'Perfil',
];
export const STUDENT_MENU = ['Dashboard', 'Eventos', 'Meus certificados', 'Perfil'];

/**
 * Stands in for the payment provider's checkout, which the offline machine cannot reach. Only for
 * journeys that open it: any route on a context turns its HTTP cache off.
 */
export async function standInForCheckout(context: BrowserContext): Promise<void> {
  await context.route(`${CHECKOUT_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Checkout</h1>' }),
  );
}

/** Fills and submits the login form of the page already showing /login. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The dashboard's main menu (the sidebar, or the drawer on a narrow screen). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** The labels of the sidebar's main menu, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = mainMenu(page);
  await nav.waitFor();
  // An entry's first line is its label; a count may follow it ('Comentários' and the waiting ones).
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim().split('\n')[0]!);
}

/**
 * Opens a screen the way a member does once the app is loaded: the sidebar's main-menu entry
 * (React Router's navigation, not a new page load).
 */
export async function openFromMenu(page: Page, label: string): Promise<void> {
  await mainMenu(page).getByRole('link', { name: label, exact: true }).click();
}

/** Opens a course from its card in the dashboard's 'Cursos' section (the app's own link). */
export async function openCourseFromDashboard(page: Page, title: string): Promise<void> {
  await page.getByRole('region', { name: 'Cursos' }).getByRole('link', { name: title }).click();
}

/**
 * The class page's 'Voltar': a link to the course or list the class belongs to, or a button back
 * through the history when the member came from another screen of the app.
 */
export function classBackButton(page: Page) {
  return page
    .getByRole('button', { name: 'Voltar' })
    .or(page.getByRole('link', { name: 'Voltar' }))
    .first();
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

/** profiles/{uid} as stored (fails the test if it is missing). */
export async function profileData(db: Firestore, uid: string) {
  const data = (await db.doc(`profiles/${uid}`).get()).data();
  expect(data, `profiles/${uid}`).toBeDefined();
  return data!;
}

export const asDate = (value: unknown): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

/**
 * The paths the page goes through from now on, client-side navigations included: a bounce
 * through /login shows here even when the page ends up elsewhere.
 */
export function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** Web Vitals' limit for a "good" cumulative layout shift. */
export const GOOD_LAYOUT_SHIFT = 0.1;

/**
 * Starts adding up the page's layout shifts (those not caused by the user's own input) from its
 * next load; the returned function reads the sum so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const total = { shift: 0 };
    Object.assign(window, { layoutShiftTotal: total });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) total.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { layoutShiftTotal: { shift: number } }).layoutShiftTotal.shift,
    );
}

/**
 * A temporary (non-partner) account that has not completed its registration: the demo student's
 * profile with these name and e-mail, no phone, first access pending. Password 'demo1234'.
 */
export async function createTemporaryStudent(
  project: SeededProject,
  account: { uid: string; email: string; name: string },
) {
  const { uid, email, name } = account;
  await project.auth.createUser({ uid, email, password: 'demo1234', displayName: name });
  const student = await profileData(project.db, 'demo-aluno');
  await project.db.doc(`profiles/${uid}`).set({
    ...student,
    name,
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

/** Signs in through the form an account the guard holds on its profile to finish registering. */
export async function signInHeldOnProfile(page: Page, email: string, password?: string) {
  await signInThroughLogin(page, email, password);
  await expect(page).toHaveURL('/dashboard/perfil');
  await expect(page.getByRole('heading', { name: 'Complete seu Cadastro' })).toBeVisible();
}
