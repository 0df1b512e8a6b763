// Shared steps of the profile browser suites (tests/e2e/profile-*.test.ts): a clean seeded
// project (tests/support/seeded-project.ts), one browser profile per journey, sign-in through /login, toasts.
import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import { launchBrowser, saveScreenshot, trackPageErrors, type Browser } from '../support/browser';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Default checkout host of web/src/config/commerce.ts (the e2e build sets no checkout URL). */
export const CHECKOUT_HOST = 'https://checkout.example.com';

export type Journey = { page: Page; errors: string[]; browser: Browser };

/**
 * Each journey in its own browser profile, so no signed-in state leaks between accounts. The
 * offline machine cannot reach the payment provider: its checkout is stood in for.
 */
export async function withJourney(run: (journey: Journey) => Promise<void>): Promise<void> {
  const browser = await launchBrowser();
  await browser.context.route(`${CHECKOUT_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Checkout</h1>' }),
  );
  const page = await browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  try {
    await run({ page, errors: trackPageErrors(page), browser });
  } catch (error) {
    // What the page showed and logged when the journey failed, for whoever reads the report.
    await saveScreenshot(page, `profile-failure-${Date.now()}`).catch(() => undefined);
    console.error('Console errors of the failed journey:', consoleErrors);
    throw error;
  } finally {
    await browser.close();
  }
}

/** Signs in through the real /login page. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
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

export async function profileData(db: Firestore, uid: string) {
  const data = (await db.doc(`profiles/${uid}`).get()).data();
  expect(data, `profiles/${uid}`).toBeDefined();
  return data!;
}

export const asDate = (value: unknown): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;
