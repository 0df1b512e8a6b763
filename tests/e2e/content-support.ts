// Shared steps of the content browser suites (dashboard, class lists, class page): one seeded
// project per file, and each demo role signed in ONCE per file in its own browser profile (a
// context of the file's one Chromium), then reused by every test of the file (signing in costs
// seconds; the suites stay fast as they grow).
import type { Page } from 'playwright-core';
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
