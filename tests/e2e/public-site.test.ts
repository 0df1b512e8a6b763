// The public site in a real browser against the emulators (issue 6): landing → /planos →
// 'Assine agora' → lead popup → `leads` document → checkout in a new tab; /cadastro; 360 px
// layouts; the upsell page offline; thank-you and access-expired pages.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, saveScreenshot, trackPageErrors, type Browser } from '../support/browser';
import { appBaseUrl, PROJECT_ID } from '../support/emulator-hosts';

/** Default checkout and widget URLs of web/src/config/commerce.ts (the e2e build sets none). */
const CHECKOUT_HOST = 'https://checkout.example.com';
const FOUNDER_CHECKOUT = `${CHECKOUT_HOST}/escola-estrategica/fundador`;
const WIDGET_SCRIPT = 'https://checkout.hotmart.com/lib/hotmart-checkout-elements.js';

describe('public site (Hosting emulator build)', () => {
  let browser: Browser;
  let baseUrl: string;
  let admin: App;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    browser = await launchBrowser();
    admin = initializeApp({ projectId: PROJECT_ID }, 'public-site-e2e');
    // The machine is offline: stand in for the payment provider's checkout page, and make the
    // upsell widget's script fail the way it does without network.
    await browser.context.route(`${CHECKOUT_HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>',
      }),
    );
    await browser.context.route(WIDGET_SCRIPT, (route) => route.abort('internetdisconnected'));
  });
  afterAll(async () => {
    await browser?.close();
    if (admin) await deleteApp(admin);
  });

  const toasts = (page: Page) => page.locator('.notistack-SnackbarContainer');

  async function expectToast(page: Page, title: string, description: string) {
    const toast = toasts(page).locator('.notistack-MuiContent').filter({ hasText: title }).last();
    await toast.waitFor();
    expect(await toast.innerText()).toContain(description);
  }

  it('walks landing → /planos → Assine agora → lead popup → lead saved → checkout tab', async () => {
    const page = await browser.context.newPage();
    const errors = trackPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Home link is hidden on the landing; signed out, the header offers Entrar / Começar Agora.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Começar Agora' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Início' }).count()).toBe(0);
    expect(await page.getByText('Inteligência Artificial', { exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, 'public-landing-desktop');

    await page.getByRole('link', { name: 'Quero assinar' }).click();
    await page.waitForURL(`${baseUrl}/planos`);
    // The router keeps the landing on screen until the /planos chunk arrives: wait for its h1.
    await page.getByRole('heading', { level: 1, name: /Invista no seu crescimento/ }).waitFor();
    await nav.getByRole('link', { name: 'Início' }).waitFor();
    await saveScreenshot(page, 'public-planos-desktop');
    expect(await page.getByRole('link', { name: 'Assine agora' }).count()).toBeGreaterThanOrEqual(
      3,
    );

    // 'Assine agora' scrolls the plans section to 80 px below the viewport top.
    await page.getByRole('link', { name: 'Assine agora' }).first().click();
    const plansTop = () =>
      page.evaluate(() => document.getElementById('planos')!.getBoundingClientRect().top);
    // Within a pixel: the browser rounds scroll positions to device pixels.
    await expect.poll(async () => Math.abs((await plansTop()) - 80)).toBeLessThanOrEqual(1);
    expect(page.url()).toBe(`${baseUrl}/planos`);

    await page.getByRole('button', { name: 'Quero ser Aluno Fundador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Ir para o pagamento' });

    // Bad input: each lead-form message, as a destructive toast (title + description).
    await submit.click();
    await expectToast(page, 'Nome obrigatório', 'Por favor, informe seu nome completo.');
    await dialog.getByLabel('Nome completo').fill('Maria da Silva');
    await dialog.getByLabel('Email').fill('maria@');
    await submit.click();
    await expectToast(page, 'Email inválido', 'Por favor, informe um email válido.');
    const email = `maria.${Date.now()}@exemplo.com.br`;
    await dialog.getByLabel('Email').fill(email);
    const phone = dialog.getByLabel('Telefone (WhatsApp)');
    await phone.pressSequentially('119876');
    await submit.click();
    await expectToast(page, 'Telefone inválido', 'Por favor, informe um telefone válido com DDD.');
    expect(await dialog.getByText('Por favor, informe um telefone válido com DDD.').count()).toBe(
      1,
    );

    // The mask formats as typed and stops at 11 digits.
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('54321999');
    expect(await phone.inputValue()).toBe('(11) 98765-4321');

    const popupPromise = page.waitForEvent('popup');
    await submit.click();
    const checkout = await popupPromise;
    await checkout.waitForURL((url) => url.href.startsWith(FOUNDER_CHECKOUT));
    const params = new URL(checkout.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      name: 'Maria da Silva',
      email,
      phone: '5511987654321',
      phone_area_code: '11',
      phone_number: '987654321',
    });
    await dialog.waitFor({ state: 'hidden' });

    // On a busy emulator the write may outlast the popup's 3 s wait: the checkout opened anyway
    // and the write finishes in the background, which is what this poll waits for.
    const leads = getFirestore(admin).collection('leads').where('email', '==', email);
    await expect
      .poll(async () => (await leads.get()).size, {
        timeout: 20_000,
        message: `lead não gravado; erros no console: ${JSON.stringify(consoleErrors)}`,
      })
      .toBe(1);
    const lead = (await leads.get()).docs[0]!.data();
    expect(Object.keys(lead).sort()).toEqual(
      ['createdAt', 'email', 'name', 'origin', 'phone', 'plan'].sort(),
    );
    expect(lead).toMatchObject({
      name: 'Maria da Silva',
      email,
      phone: '11987654321',
      plan: 'fundador',
      origin: 'planos',
    });
    expect(lead.createdAt).toBeInstanceOf(Timestamp);
    expect(errors).toEqual([]);
    await checkout.close();
    await page.close();
  }, 90_000);

  it('/cadastro lands on /planos (replace)', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${baseUrl}/cadastro`);
    await page.waitForURL(`${baseUrl}/planos`);
    await page.getByRole('heading', { name: 'Escolha o seu plano' }).waitFor();
    // Replaced, not pushed: going back leaves the redirect instead of bouncing into it again.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  for (const [route, name] of [
    ['/', 'public-landing-360'],
    ['/planos', 'public-planos-360'],
  ] as const) {
    it(`${route} fits a 360 px phone with no horizontal overflow`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 360, height: 740 });
      const errors = trackPageErrors(page);
      await page.goto(`${baseUrl}${route}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').getByText('Links Rápidos').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await saveScreenshot(page, name);
      // The header collapses into the mobile menu.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.locator('.MuiDrawer-paper');
      await menu.getByRole('link', { name: 'Começar Agora' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Entrar' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the upsell reads well offline and offers a plain checkout link', async () => {
    const page = await browser.context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/upsell`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Oferta por tempo limitado').waitFor();
    for (const benefit of ['30% de desconto', '95+ aulas ao vivo', 'Condição de fundador']) {
      expect(await page.getByRole('heading', { name: benefit }).isVisible()).toBe(true);
    }
    await page.getByText('Não foi possível carregar o checkout nesta página').waitFor();
    const plain = page.getByRole('link', { name: 'Abrir o checkout da oferta' });
    expect(await plain.getAttribute('href')).toBe(FOUNDER_CHECKOUT);
    expect(await plain.getAttribute('target')).toBe('_blank');
    await saveScreenshot(page, 'public-upsell-offline');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the thank-you and access-expired pages show their next steps and support', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl}/obrigado`);
    await page.getByRole('heading', { name: 'Obrigado pela sua compra' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ir para o Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    await saveScreenshot(page, 'public-obrigado');

    await page.goto(`${baseUrl}/acesso-expirado`);
    await page.getByRole('heading', { name: 'Seu acesso expirou' }).waitFor();
    await saveScreenshot(page, 'public-acesso-expirado');
    const emailHref = await page
      .getByRole('link', { name: 'Suporte por e-mail' })
      .getAttribute('href');
    expect(emailHref).toMatch(/^mailto:/);
    const whatsappHref = await page
      .getByRole('link', { name: 'Suporte pelo WhatsApp' })
      .getAttribute('href');
    expect(whatsappHref).toMatch(/^https:\/\/wa\.me\/55\d{10,11}\?text=/);
    await page.getByRole('link', { name: 'Voltar ao Início' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });
});
