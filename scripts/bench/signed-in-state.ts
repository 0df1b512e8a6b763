// A benchmark's signed-in browser state: the real /login form once, then reused by every new
// browser context (cold HTTP cache, already signed in).
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { contextDefaults } from '../../tests/e2e/browser-options';
import { DEMO_PASSWORD } from '../seed/demo-users';

export type SignedInState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export async function signedInState(browser: Browser, email: string): Promise<SignedInState> {
  const context = await browser.newContext(contextDefaults);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}
