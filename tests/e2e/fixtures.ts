// What every browser journey builds on: Playwright Test's `test` and `expect` (web-first
// assertions that retry until the page shows what they expect), a signed-in page per demo role
// from the state saved once per run (sign-in.setup.ts), and one clean seeded project per file.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';
import { contextDefaults } from './browser-options';
import { renewSignedInState } from './signed-in-state';

export { expect, type BrowserContext, type Page };

/** The demo accounts journeys start signed in as. */
export const SIGNED_IN_ROLES = {
  admin: 'admin@demo.test',
  assinante: 'assinante@demo.test',
  aluno: 'aluno@demo.test',
} as const;
export type SignedInRole = keyof typeof SIGNED_IN_ROLES;

const authDir = new URL('../../test-results/.auth/', import.meta.url).pathname;
export const storageStateFile = (role: string) => `${authDir}${role}.json`;

/** Fills the /login form and waits for the dashboard (where every successful sign-in lands). */
export async function signInThroughLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
}

type Fixtures = {
  /**
   * A new page signed in as `role`, in a browser profile of its own (for journeys with more than
   * one person: an admin publishes, a student sees it). Closed when the test ends.
   */
  pageAs: (role: SignedInRole) => Promise<Page>;
  /** A new signed-out page in a browser profile of its own (another person). Closed at the end. */
  freshPage: () => Promise<Page>;
  /** Uncaught errors of the test's `page` so far (a test may assert none happened). */
  pageErrors: string[];
};

type OpenPage = (storageState: BrowserContextOptions['storageState']) => Promise<Page>;

/** Lets a test open pages in browser profiles of their own; closes them all when it ends. */
async function withOwnProfiles(browser: Browser, use: (open: OpenPage) => Promise<void>) {
  const contexts: BrowserContext[] = [];
  await use(async (storageState) => {
    const context = await browser.newContext({ ...contextDefaults, storageState });
    contexts.push(context);
    return context.newPage();
  });
  await Promise.all(contexts.map((context) => context.close()));
}

export const test = base.extend<Fixtures>({
  pageAs: ({ browser }, use) =>
    withOwnProfiles(browser, (open) => use((role) => open(storageStateFile(role)))),
  // Explicitly empty: a context opened in a test inherits the test's options, its signed-in
  // storage state included.
  freshPage: ({ browser }, use) =>
    withOwnProfiles(browser, (open) => use(() => open({ cookies: [], origins: [] }))),
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

/** Starts the file's tests signed in as `role` (their `page` and `context` fixtures). */
export function signedInAs(role: SignedInRole) {
  test.use({ storageState: storageStateFile(role) });
}

/**
 * One clean project with the seed's demo data for the enclosing file or `describe`, seeded before
 * its first test and closed after its last; the saved sessions get tokens the reseeded accounts
 * accept (signed-in-state.ts). Read `.project` inside tests.
 */
export function useSeededProject(name: string): { readonly project: SeededProject } {
  let seeded: SeededProject | undefined;
  test.beforeAll(async () => {
    seeded = await seedCleanProject(name);
    await Promise.all(
      Object.keys(SIGNED_IN_ROLES).map((role) => renewSignedInState(storageStateFile(role))),
    );
  });
  test.afterAll(async () => {
    await seeded?.close();
  });
  return {
    get project() {
      if (!seeded) throw new Error(`The '${name}' project is read before its beforeAll ran`);
      return seeded;
    },
  };
}

/** Waits for a toast with this title and returns its whole text. */
export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page
    .locator('.notistack-SnackbarContainer .notistack-MuiContent')
    .filter({ hasText: title })
    .last();
  await toast.waitFor();
  return toast.innerText();
}
