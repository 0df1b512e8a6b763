// Shared steps of the content browser suites (dashboard, class lists, class page): one seeded
// project per file, and each demo role signed in ONCE per file in its own browser profile (a
// context of the file's one Chromium), then reused by every test of the file (signing in costs
// seconds; the suites stay fast as they grow).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, saveScreenshot, trackPageErrors, type Browser } from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';
import { signIn, toastText } from './profile-support';

export { seedCleanProject, toastText, type SeededProject };

export type RoleSession = {
  page: Page;
  browser: Browser;
  /** Uncaught errors of the page so far (a test may assert none happened). */
  errors: string[];
  /** Console errors, printed when a test using this session fails. */
  consoleErrors: string[];
  close: () => Promise<void>;
};

/** A browser profile signed in as `email` through the real /login page, left on /dashboard. */
export async function signInRole(email: string): Promise<RoleSession> {
  const baseUrl = await appBaseUrl();
  // No checkout stand-in here: no content suite opens the checkout, and any route on a context
  // turns its HTTP cache off (every page load would fetch every asset again).
  const browser = await launchBrowser();
  const page = await browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const errors = trackPageErrors(page);
  try {
    await signIn(page, baseUrl, email);
  } catch (error) {
    await saveScreenshot(page, `failure-sign-in-${Date.now()}`).catch(() => undefined);
    console.error(`Console errors before signing in as ${email} failed:`, consoleErrors);
    await browser.close();
    throw error;
  }
  return { page, browser, errors, consoleErrors, close: () => browser.close() };
}

/** What `useContentSuite` hands a file: read its properties inside tests, never at collection. */
export type ContentSuite<Role extends string> = {
  readonly baseUrl: string;
  readonly project: SeededProject;
  readonly roles: { readonly [R in Role]: RoleSession };
  /** The sessions signed in so far (empty if the sign-ins failed), for a file's own afterAll. */
  readonly sessions: readonly RoleSession[];
};

/**
 * Registers a file's shared setup in the enclosing `describe`: one clean seeded project named
 * `name`, and each role of `roles` (key → demo email) signed in once, in parallel, in a profile of
 * its own; all closed again in `afterAll`. Signing in costs seconds and seeding empties the
 * emulators, so a file does both once and every test reuses them instead of repeating the same
 * setup by hand. A file's own `beforeAll`, registered after this call, runs after the sign-ins;
 * its own `afterAll` runs before the sessions close (Vitest runs after-hooks in reverse).
 */
export function useContentSuite<Role extends string>(
  name: string,
  roles: Readonly<Record<Role, string>>,
): ContentSuite<Role> {
  let baseUrl: string | undefined;
  let project: SeededProject | undefined;
  const signedIn = new Map<Role, RoleSession>();
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(
        `${what} of the '${name}' suite is not ready: read it inside a test, after ` +
          `useContentSuite's beforeAll (did it fail?)`,
      );
    }
    return value;
  };

  beforeAll(async () => {
    project = await seedCleanProject(name);
    baseUrl = await appBaseUrl();
    await Promise.all(
      (Object.entries(roles) as [Role, string][]).map(async ([role, email]) => {
        signedIn.set(role, await signInRole(email));
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...signedIn.values()].map((session) => session.close()));
    await project?.close();
  });

  const lazyRoles = {} as { [R in Role]: RoleSession };
  for (const role of Object.keys(roles) as Role[]) {
    Object.defineProperty(lazyRoles, role, {
      enumerable: true,
      get: () => ready(signedIn.get(role), `The '${role}' session`),
    });
  }
  return {
    get baseUrl() {
      return ready(baseUrl, 'The base URL');
    },
    get project() {
      return ready(project, 'The seeded project');
    },
    roles: lazyRoles,
    get sessions() {
      return [...signedIn.values()];
    },
  };
}

/** Runs a step with a role's page; on failure saves a screenshot and prints console errors. */
export async function step(
  session: RoleSession,
  name: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  try {
    await run(session.page);
  } catch (error) {
    await saveScreenshot(session.page, `failure-${name}-${Date.now()}`).catch(() => undefined);
    console.error(`Console errors before "${name}" failed:`, session.consoleErrors);
    throw error;
  }
}
