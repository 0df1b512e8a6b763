// Debian's Chromium driven by playwright-core: never a downloaded browser (works offline).
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e');

export type Browser = { context: BrowserContext; close: () => Promise<void> };

/** A fresh profile each time, so no session leaks from one test file into another. */
export async function launchBrowser(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'escola-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: options.viewport ?? { width: 1280, height: 800 },
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
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
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
