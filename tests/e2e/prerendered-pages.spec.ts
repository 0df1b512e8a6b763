// The public pages as the Hosting emulator serves the build: static HTML with its CSS and no app
// script, readable and usable with JavaScript off (menu, FAQ, the plan button reaching the
// checkout), with the session-aware header, the footer's year and the lead popup's small script.
// Routes without a page of their own get the app shell.
import { readFileSync } from 'node:fs';
import { baseURL } from './browser-options';
import { expect, signedInAs, test, useSeededProject, type Page } from './fixtures';

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

/** The files of the sales page's lead script and what it imports, from the build's manifest. */
function leadScriptFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit('src/features/public-site/lead/lead-page-script.ts');
  return files;
}

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
    test('the plan button is a plain link to the checkout', async ({ page }) => {
      await page.goto('/planos');
      const choose = page.getByRole('link', { name: 'Quero ser Aluno Fundador' });
      await expect(choose).toHaveAttribute('href', /^https?:\/\//);
      const checkout = await choose.getAttribute('href');
      // The checkout is another site (unreachable here): the link is followed, not handled.
      await page.route(`${checkout}**`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Checkout</h1>' }),
      );
      await choose.click();
      await expect(page).toHaveURL(checkout!);
    });
  });

  test("the footer shows the visitor's current year, not the build's", async ({ page }) => {
    const errors = collectErrors(page);
    await page.clock.setFixedTime(new Date('2031-06-01T12:00:00-03:00'));
    await page.goto('/sobre');
    await expect(page.getByRole('contentinfo')).toContainText(
      '© 2031 Escola Estratégica. Todos os direitos reservados.',
    );
    expect(errors).toEqual([]);
  });

  test('loads no app script: no React, no Firebase SDK, no error, no layout shift', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const scripts = new Map<string, string[]>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      const on = new URL(page.url()).pathname;
      scripts.set(on, [...(scripts.get(on) ?? []), new URL(request.url()).pathname]);
    });
    await recordLayoutShifts(page);
    for (const [path] of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Only /planos loads scripts: the lead popup's, when the page is idle.
    expect([...scripts.keys()]).toEqual(['/planos']);
    expect(scripts.get('/planos')!.sort()).toEqual(leadScriptFiles().sort());
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test('opens the lead popup from the plan button, even pressed before its script arrived', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The script is held back, as on a slow connection; the press waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/lead-page-script-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/planos');
    await page.getByRole('link', { name: 'Quero ser Aluno Fundador' }).click();
    await expect(page).toHaveURL('/planos');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nome completo')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test.describe('signed in', () => {
    signedInAs('student');

    test('shows a signed-in member the Dashboard button from the first paint, with no app script', async ({
      page,
      pageErrors,
    }) => {
      // The header's session actions come from the stored session through CSS, not from React.
      await page.goto('/sobre');
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
      // Into the app: an ordinary page load of its shell.
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });

  test("gives routes without a page of their own the app shell, its loader until the app's code is in", async () => {
    const shell = await (await fetch(`${baseURL}/dashboard/perfil`)).text();
    expect(shell).toMatch(/<div id="root"><div [^>]*role="progressbar" aria-label="Carregando"/);
    expect(shell).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
    const planos = await (await fetch(`${baseURL}/planos`)).text();
    expect(planos).toContain('Invista no seu crescimento');
    // No script tag of the app: its scripts are not part of a public page (the lead popup's
    // inline start names its script in data-lead-src and imports it only when needed).
    expect(planos).not.toMatch(/<script[^>]*\ssrc=/);
    expect(planos).not.toContain('modulepreload');
  });
});
