// Debian's Chromium driven by playwright-core: never a downloaded browser (works offline).
//
// One Chromium process per test file at most: it starts with the file's first `launchBrowser()`
// and closes when the file ends. Each `launchBrowser()` is a new browser context on it, i.e. a
// fresh profile (cookies, localStorage and IndexedDB of its own), so no session leaks from one
// journey, role or test file into another, without paying for a whole browser each time.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type Browser as ChromiumBrowser,
  type Page,
} from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e');

/** A browser profile of its own: `close` ends the profile, not the shared Chromium. */
export type Browser = { context: BrowserContext; close: () => Promise<void> };

/** What a context can start from: cookies, localStorage and IndexedDB of a saved profile. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

let chromiumProcess: Promise<ChromiumBrowser> | null = null;

function sharedChromium(): Promise<ChromiumBrowser> {
  chromiumProcess ??= chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return chromiumProcess;
}

/** Closes the shared Chromium, if one was started. */
export async function closeChromium(): Promise<void> {
  const running = chromiumProcess;
  chromiumProcess = null;
  if (running) await (await running).close();
}

// Under Vitest, registered while the test file that imports this module is collected: the file's
// Chromium closes with the file (every module is fresh per file in tests/vitest.config.ts).
// Elsewhere (the benchmarks run with tsx) the caller closes it with closeChromium().
if (process.env.VITEST) {
  const { afterAll } = await import('vitest');
  afterAll(closeChromium);
}

/** A fresh profile (optionally starting from a saved one) on the file's Chromium. */
export async function launchBrowser(
  options: {
    viewport?: { width: number; height: number };
    storageState?: StorageState;
    /** Off to see what a page offers as plain HTML. */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<Browser> {
  const context = await (
    await sharedChromium()
  ).newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    acceptDownloads: true,
    storageState: options.storageState,
    javaScriptEnabled: options.javaScriptEnabled,
  });
  return { context, close: () => context.close() };
}

/** Collects uncaught page errors so a test can assert the page ran cleanly. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
