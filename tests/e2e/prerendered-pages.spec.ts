// The public pages as the Hosting emulator serves the build: static HTML with its CSS, readable
// with JavaScript off, then hydrated in place (no error, no layout shift) with the session-aware
// header and the lead popup working. Routes without a page of their own get the app shell.
import type { BrowserContext } from '@playwright/test';
import { baseURL } from './browser-options';
import {
  appHydrated,
  expect,
  hydratedFlag,
  signedInAs,
  test,
  useSeededProject,
  type Page,
} from './fixtures';

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

/** Opens `url` painted from its HTML alone; call the result to let the app's scripts load. */
async function openBeforeHydration(page: Page, url: string): Promise<() => void> {
  const release = await holdAppScripts(page.context());
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return release;
}

test.describe('prerendered public pages (Hosting emulator build)', () => {
  useSeededProject('prerendered-pages');

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('serves each public page as styled HTML that reads without JavaScript', async ({
      page,
    }) => {
      for (const [path, heading] of PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // The HTML names this build's hashed scripts: browsers must revalidate it.
        expect(response?.headers()['cache-control'], path).toBe('no-cache');
        const h1 = page.getByRole('heading', { level: 1 }).first();
        await expect(h1, path).toHaveText(heading);
        // Emotion's CSS came with the HTML: MUI's typography and the dark theme are applied.
        await expect(h1, path).toHaveCSS('font-family', /Inter/);
        await expect(page.locator('body'), path).toHaveCSS('background-color', 'rgb(20, 20, 20)');
        await expect(page.getByRole('progressbar'), path).toHaveCount(0);
      }
    });

    test("'Assine agora' is a plain anchor that lands the plans below the sticky header", async ({
      page,
    }) => {
      await page.goto('/planos');
      await page.getByRole('link', { name: 'Assine agora' }).first().click();
      await expect(page).toHaveURL('/planos#planos');
      const plansTop = () =>
        page.evaluate(() => document.getElementById('planos')!.getBoundingClientRect().top);
      // Where the app's own scroll puts it (SALES_SCROLL_OFFSET_PX), within a device pixel.
      await expect.poll(async () => Math.abs((await plansTop()) - 80)).toBeLessThanOrEqual(1);
    });

    test('the mobile menu and the FAQ open without JavaScript (Popover API, <details>)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/planos');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.locator('#site-mobile-menu');
      await expect(menu.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
      await menu.getByRole('button', { name: 'Fechar menu' }).click();
      await expect(menu).toBeHidden();

      const question = page.getByText('O que está incluído no Plano Fundador?');
      const answer = page.getByText(/^Acesso completo à plataforma/);
      await expect(answer).toBeHidden();
      await question.click();
      await expect(answer).toBeVisible();
    });
  });

  test("the footer shows the visitor's current year, not the build's", async ({ page }) => {
    const errors = collectErrors(page);
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00-03:00'));
    await page.goto('/sobre');
    await expect(page.getByRole('contentinfo')).toContainText(
      '© 2031 Escola Estratégica. Todos os direitos reservados.',
    );
    await appHydrated(page);
    await expect(page.getByRole('contentinfo')).toContainText('© 2031');
    expect(errors).toEqual([]);
  });

  test('hydrates every public page without an error', async ({ page }) => {
    const errors = collectErrors(page);
    for (const [path] of PAGES) {
      await page.goto(path);
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
  });

  test('hydrates /planos in place: no error, no layout shift, header and lead popup work', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await recordLayoutShifts(page);
    await page.goto('/planos');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();

    await page.getByRole('button', { name: 'Quero ser Aluno Fundador' }).click();
    await expect(page.getByRole('dialog', { name: 'Falta pouco!' })).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test('keeps where the visitor scrolled before the page hydrated', async ({ page }) => {
    const release = await openBeforeHydration(page, '/planos');
    await page.evaluate(() => window.scrollTo(0, 1200));
    release();
    await appHydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });

  test('answers a button clicked before the page hydrated, once it has', async ({ page }) => {
    const release = await openBeforeHydration(page, '/planos');
    await page.getByRole('button', { name: 'Quero ser Aluno Fundador' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Falta pouco!' })).toBeVisible();
  });

  test.describe('signed in', () => {
    signedInAs('aluno');

    test('shows a signed-in member the Dashboard button from the first paint, before any app script', async ({
      page,
      pageErrors,
    }) => {
      // The header's session actions come from the stored session through CSS, not from React.
      const release = await openBeforeHydration(page, '/sobre');
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      expect(await page.evaluate(hydratedFlag)).toBe(false);
      release();
      await appHydrated(page);
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  });

  test('gives routes without a page of their own the empty app shell', async () => {
    const shell = await (await fetch(`${baseURL}/dashboard/perfil`)).text();
    expect(shell).toContain('<div id="root"></div>');
    const planos = await (await fetch(`${baseURL}/planos`)).text();
    expect(planos).toContain('Invista no seu crescimento');
    // The prerendered page starts the app after its first paint, not from a blocking tag.
    expect(planos).not.toMatch(/<script type="module"[^>]*src=/);
  });
});
