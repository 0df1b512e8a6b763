// What every browser journey builds on: Playwright Test's `test` and `expect` (web-first
// assertions that retry until the page shows what they expect), a signed-in page per demo role
// from the state saved once per run (`signedInStates` below), and one clean seeded project per
// file.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';
import { contextDefaults } from './browser-options';
import {
  expectNoConsoleProblems,
  guardConsole,
  logCspViolations,
  type ConsoleGuard,
} from './console-guard';
import { renewSignedInState } from './signed-in-state';
import { WarmTabs, type TabKey } from './warm-tabs';

export { expect, type BrowserContext, type Page };

/** The demo accounts journeys start signed in as. */
export const SIGNED_IN_ROLES = {
  admin: 'admin@demo.test',
  subscriber: 'assinante@demo.test',
  student: 'aluno@demo.test',
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
   * A page signed in as `role`, in a browser profile of its own (for journeys with more than one
   * person: an admin publishes, a student sees it): a warm tab with its storage reset
   * (warm-tabs.ts), handed back when the test ends.
   */
  pageAs: (role: SignedInRole) => Promise<Page>;
  /** A signed-out page in a browser profile of its own (another person), the same way. */
  freshPage: () => Promise<Page>;
  /** Uncaught errors of the test's `page` so far (a test may assert none happened). */
  pageErrors: string[];
  /**
   * Console errors this test's journey makes on purpose (console-guard.ts): any other console
   * error, uncaught error or CSP violation in one of its pages fails the test.
   */
  allowedConsoleErrors: RegExp[];
  /**
   * Adds console errors this test expects from here on (e.g. after it makes a call fail on
   * purpose), for every page of the test; same rule as allowedConsoleErrors.
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /** This test's list of expected console errors (allowedConsoleErrors, then what it adds). */
  consoleAllowance: RegExp[];
};

/**
 * Signs each demo role in through the real /login page and saves the browser storage Firebase Auth
 * keeps its session in (cookies, localStorage, IndexedDB), one file per role; returns the files.
 */
async function signInEachRole(browser: Browser): Promise<string[]> {
  const project = await seedCleanProject('sign-in');
  try {
    return await Promise.all(
      (Object.keys(SIGNED_IN_ROLES) as SignedInRole[]).map(async (role) => {
        const context = await browser.newContext(contextDefaults);
        const page = await context.newPage();
        await signInThroughLogin(page, SIGNED_IN_ROLES[role]);
        const path = storageStateFile(role);
        await context.storageState({ path, indexedDB: true });
        await context.close();
        return path;
      }),
    );
  } finally {
    await project.close();
  }
}

/** Keeps the pages a test opened for the end of the test, then hands each profile back. */
async function withWarmTabs(
  tabs: WarmTabs,
  testInfo: TestInfo,
  allowed: RegExp[],
  use: (open: (key: TabKey) => Promise<Page>) => Promise<void>,
) {
  const releases: ((ok: boolean) => Promise<void>)[] = [];
  const guards: ConsoleGuard[] = [];
  await use(async (key) => {
    const { page, release } = await tabs.take(key);
    releases.push(release);
    await logCspViolations(page);
    guards.push(await guardConsole(page, allowed));
    return page;
  });
  guards.forEach((guard) => guard.stop());
  const ok = passed(testInfo);
  await Promise.all(releases.map((release) => release(ok)));
  if (ok) expectNoConsoleProblems(guards);
}

const passed = (testInfo: TestInfo) => testInfo.status === testInfo.expectedStatus;

/** The warm tab a `storageState` option names, or undefined for a state only a new profile fits. */
function tabKeyOf(storageState: BrowserContextOptions['storageState']): TabKey | undefined {
  if (storageState === undefined) return null;
  if (typeof storageState === 'string') return storageState;
  const empty = storageState.cookies.length === 0 && storageState.origins.length === 0;
  return empty ? null : undefined;
}

type WorkerFixtures = {
  warmTabs: WarmTabs;
  /**
   * The saved signed-in state of each demo role, by its file. Signed in once per worker (with one
   * worker, once per run; again only if a failure made Playwright start a new worker), in the
   * worker's own browser: a setup project of its own cost a second worker and a second browser.
   * Automatic, so the files exist before any test opens a profile from them.
   */
  signedInStates: string[];
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInStates: [
    async ({ browser }, use) => {
      await use(await signInEachRole(browser));
    },
    { scope: 'worker', auto: true },
  ],
  warmTabs: [
    async ({ browser }, use) => {
      const tabs = new WarmTabs(browser);
      await use(tabs);
      await tabs.closeAll();
    },
    { scope: 'worker' },
  ],
  // The test's own profile comes warm (warm-tabs.ts) unless its options need a new one.
  context: async ({ browser, warmTabs, storageState, javaScriptEnabled }, use, testInfo) => {
    const key = tabKeyOf(storageState);
    if (key === undefined || !javaScriptEnabled) {
      const context = await browser.newContext({
        ...contextDefaults,
        storageState,
        javaScriptEnabled,
      });
      await use(context);
      await context.close();
      return;
    }
    const { context, release } = await warmTabs.take(key);
    await use(context);
    await release(passed(testInfo));
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleAllowance: async ({ allowedConsoleErrors }, use) => {
    await use([...allowedConsoleErrors]);
  },
  allowConsoleErrors: async ({ consoleAllowance }, use) => {
    await use((...patterns) => {
      consoleAllowance.push(...patterns);
    });
  },
  page: async ({ context, warmTabs, consoleAllowance }, use, testInfo) => {
    const page = warmTabs.pageOf(context) ?? (await context.newPage());
    await logCspViolations(page);
    const guard = await guardConsole(page, consoleAllowance);
    await use(page);
    guard.stop();
    if (passed(testInfo)) expectNoConsoleProblems([guard]);
  },
  pageAs: ({ warmTabs, consoleAllowance }, use, testInfo) =>
    withWarmTabs(warmTabs, testInfo, consoleAllowance, (open) =>
      use((role) => open(storageStateFile(role))),
    ),
  freshPage: ({ warmTabs, consoleAllowance }, use, testInfo) =>
    withWarmTabs(warmTabs, testInfo, consoleAllowance, (open) => use(() => open(null))),
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
  test.beforeAll(async ({ signedInStates }) => {
    seeded = await seedCleanProject(name);
    await Promise.all(signedInStates.map(renewSignedInState));
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
