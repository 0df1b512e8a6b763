// Shared steps of the profile browser suites (tests/e2e/profile-*.test.ts): a clean seeded
// project (tests/support/seeded-project.ts), one browser profile per journey, sign-in through
// /login (once per account and test file), toasts.
import type { Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-users';
import {
  launchBrowser,
  saveScreenshot,
  trackPageErrors,
  type Browser,
  type StorageState,
} from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Default checkout host of web/src/config/commerce.ts (the e2e build sets no checkout URL). */
export const CHECKOUT_HOST = 'https://checkout.example.com';

export type Journey = { page: Page; errors: string[]; browser: Browser };

export type JourneyOptions = {
  /**
   * Starts the journey signed in as this account, on `at`. The file's first journey of an
   * account signs in through the real /login page and keeps the profile's storage (Firebase Auth
   * keeps its session there); later journeys of that account start from a copy of it, in a fresh
   * profile of their own. Journeys ABOUT signing in call signIn themselves instead.
   */
  as?: string;
  /** Where a signed-in journey starts (default '/dashboard', where the sign-in lands). */
  at?: string;
  /**
   * Stands in for the payment provider's checkout, which the offline machine cannot reach. Only
   * for journeys that open it: any route on a context turns its HTTP cache off.
   */
  checkout?: boolean;
};

/** The saved profile storage of each account signed in by this file's journeys. */
const signedInStates = new Map<string, StorageState>();

/** Each journey in its own browser profile, so no signed-in state leaks between accounts. */
export async function withJourney(
  run: (journey: Journey) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const saved = options.as ? signedInStates.get(options.as) : undefined;
  const browser = await launchBrowser({ storageState: saved });
  if (options.checkout) {
    await browser.context.route(`${CHECKOUT_HOST}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>Checkout</h1>' }),
    );
  }
  const page = await browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const errors = trackPageErrors(page);
  try {
    if (options.as) {
      const baseUrl = await appBaseUrl();
      const at = options.at ?? '/dashboard';
      if (saved) {
        await page.goto(`${baseUrl}${at}`);
      } else {
        await signIn(page, baseUrl, options.as);
        signedInStates.set(options.as, await browser.context.storageState({ indexedDB: true }));
        if (new URL(page.url()).pathname !== at) await page.goto(`${baseUrl}${at}`);
      }
    }
    await run({ page, errors, browser });
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
