import { expect, test } from './fixtures';

test.describe('app shell in the browser (Hosting emulator build)', () => {
  test('renders the landing page in pt-BR on the dark theme', async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(20, 20, 20)');
    expect(pageErrors).toEqual([]);
  });

  test('shows the 404 page for an unknown path, with a link home that works', async ({ page }) => {
    await page.goto('/nao-existe/mesmo');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
  });

  test('serves deep links through the SPA rewrite and scrolls to the top on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    const response = await page.goto('/rota/que/nao/existe');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
