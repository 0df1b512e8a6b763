// The public pages as the Hosting emulator serves the build: static HTML with its CSS, readable
// with JavaScript off, then hydrated in place (no error, no layout shift) with the session-aware
// header and the lead popup working. Routes without a page of their own get the app shell.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';
import { signIn } from './profile-support';

/** Every prerendered route and the h1 its HTML carries. */
const PAGES: [string, string][] = [
  ['/', 'Aprenda com quem faz acontecer e acelere a sua carreira'],
  ['/planos', 'Invista no seu crescimento com a Escola Estratégica'],
  ['/sobre', 'Sobre a Escola Estratégica'],
  ['/contato', 'Contato'],
  ['/termos', 'Termos de Uso'],
  ['/privacidade', 'Política de Privacidade'],
  ['/obrigado', 'Obrigado pela sua compra'],
  ['/acesso-expirado', 'Seu acesso expirou'],
];

/** Layout shifts not caused by input, summed (the page's CLS), recorded from the first byte. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __shifts: number };
    store.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) store.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Page errors and console errors, each with the page it happened on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** Holds the app's scripts back, as a slow connection would; call the result to let them load. */
async function holdAppScripts(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

/** Set by the app once the page has hydrated (app/pending-click.ts). */
const hydrated = () => Boolean((window as { __escolaHydrated?: boolean }).__escolaHydrated);

/** Opens `url` painted from its HTML alone; call the result to let the app's scripts load. */
async function openBeforeHydration(page: Page, url: string): Promise<() => void> {
  const release = await holdAppScripts(page.context());
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

/** A fresh profile on the file's shared Chromium. */
const newContext = async (options: { javaScriptEnabled?: boolean } = {}) =>
  (await launchBrowser(options)).context;

describe('prerendered public pages (Hosting emulator build)', () => {
  let baseUrl: string;
  let project: SeededProject;

  beforeAll(async () => {
    project = await seedCleanProject('prerendered-pages');
    baseUrl = await appBaseUrl();
  });
  afterAll(async () => {
    await project?.close();
  });

  it('serves each public page as styled HTML that reads without JavaScript', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of PAGES) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      // The HTML names this build's hashed scripts: browsers must revalidate it.
      expect(response?.headers()['cache-control'], path).toBe('no-cache');
      const h1 = page.getByRole('heading', { level: 1 });
      expect((await h1.first().textContent())?.trim(), path).toBe(heading);
      // Emotion's CSS came with the HTML: MUI's typography and the dark theme are applied.
      const style = await h1.first().evaluate((element) => ({
        font: getComputedStyle(element).fontFamily,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      expect(style.font, path).toContain('Inter');
      expect(style.background, path).toBe('rgb(20, 20, 20)');
      expect(await page.getByRole('progressbar').count(), path).toBe(0);
    }
    await context.close();
  });

  it('hydrates every public page without an error', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const [path] of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      // Hydrated: React has attached its handlers to the root.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      );
      // Long enough for the transition to finish and any recoverable error to be reported.
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates /planos in place: no error, no layout shift, header and lead popup work', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await recordLayoutShifts(page);
    await page.goto(`${baseUrl}/planos`);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Começar Agora' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Quero ser Aluno Fundador' }).click();
    await page.getByRole('dialog', { name: 'Falta pouco!' }).waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps where the visitor scrolled before the page hydrated', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const release = await openBeforeHydration(page, `${baseUrl}/planos`);
    await page.evaluate(() => window.scrollTo(0, 1200));
    release();
    await page.waitForFunction(hydrated);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    await context.close();
  });

  it('answers a button clicked before the page hydrated, once it has', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const release = await openBeforeHydration(page, `${baseUrl}/planos`);
    await page.getByRole('button', { name: 'Quero ser Aluno Fundador' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: 'Falta pouco!' }).waitFor();
    await context.close();
  });

  it('shows a signed-in member the Dashboard button from the first paint, before any app script', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, baseUrl, 'aluno@demo.test');
    // The header's session actions come from the stored session through CSS, not from React.
    const release = await openBeforeHydration(page, `${baseUrl}/sobre`);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(await page.evaluate(hydrated)).toBe(false);
    release();
    await page.waitForFunction(hydrated);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives routes without a page of their own the empty app shell', async () => {
    const shell = await (await fetch(`${baseUrl}/dashboard/perfil`)).text();
    expect(shell).toContain('<div id="root"></div>');
    const planos = await (await fetch(`${baseUrl}/planos`)).text();
    expect(planos).toContain('Invista no seu crescimento');
    // The prerendered page starts the app after its first paint, not from a blocking tag.
    expect(planos).not.toMatch(/<script type="module"[^>]*src=/);
  });
});
