import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, trackPageErrors, type Browser } from '../support/browser';
import { appBaseUrl } from '../support/emulator-hosts';

describe('app shell in the browser (Hosting emulator build)', () => {
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('renders the landing page in pt-BR on the dark theme', async () => {
    const page = await browser.context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.locator('h1').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(20, 20, 20)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown path, with a link home that works', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/nao-existe/mesmo`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await expect(page.getByText('Oops! Page not found').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  it('serves deep links through the SPA rewrite and scrolls to the top on navigation', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 400 });
    const response = await page.goto(`${baseUrl}/rota/que/nao/existe`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});
