// The public site against the emulators: landing → /planos → 'Assine agora' → lead popup →
// `leads` document → checkout in a new tab; /cadastro; 360 px layouts; the upsell page offline;
// thank-you and access-expired pages. The lead form's messages and phone mask are component tests
// (web/src/features/public-site/lead/*.test.tsx).
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, useSeededProject } from './fixtures';

/** Default checkout and widget URLs of web/src/config/commerce.ts (the e2e build sets none). */
const CHECKOUT_HOST = 'https://checkout.example.com';
const FOUNDER_CHECKOUT = `${CHECKOUT_HOST}/escola-estrategica/fundador`;
const WIDGET_SCRIPT = 'https://checkout.hotmart.com/lib/hotmart-checkout-elements.js';

test.describe('public site (Hosting emulator build)', () => {
  const seeded = useSeededProject('public-site');

  test.beforeEach(async ({ context }) => {
    // The machine is offline: stand in for the payment provider's checkout page, and make the
    // upsell widget's script fail the way it does without network.
    await context.route(`${CHECKOUT_HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>',
      }),
    );
    await context.route(WIDGET_SCRIPT, (route) => route.abort('internetdisconnected'));
  });

  test('walks landing → /planos → Assine agora → lead popup → lead saved → checkout tab', async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Home link is hidden on the landing; signed out, the header offers Entrar / Começar Agora.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Início' })).toHaveCount(0);
    await expect(page.getByText('Inteligência Artificial', { exact: true })).toBeVisible();

    // From one static page to the next: an ordinary page load.
    await page.getByRole('link', { name: 'Quero assinar' }).click();
    await expect(page).toHaveURL('/planos');
    await expect(
      page.getByRole('heading', { level: 1, name: /Invista no seu crescimento/ }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Início' })).toBeVisible();
    expect(await page.getByRole('link', { name: 'Assine agora' }).count()).toBeGreaterThanOrEqual(
      3,
    );

    // 'Assine agora' is an anchor: the browser lands the plans section 80 px below the top.
    await page.getByRole('link', { name: 'Assine agora' }).first().click();
    const plansTop = () =>
      page.evaluate(() => document.getElementById('planos')!.getBoundingClientRect().top);
    // Within a pixel: the browser rounds scroll positions to device pixels.
    await expect.poll(async () => Math.abs((await plansTop()) - 80)).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL('/planos#planos');

    await page.getByRole('link', { name: 'Quero ser Aluno Fundador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Falta pouco!' });
    const email = `maria.${Date.now()}@exemplo.com.br`;
    await dialog.getByLabel('Nome completo').fill('Maria da Silva');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Telefone (WhatsApp)').pressSequentially('11987654321');
    await expect(dialog.getByLabel('Telefone (WhatsApp)')).toHaveValue('(11) 98765-4321');

    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Ir para o pagamento' }).click();
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
    await expect(dialog).toBeHidden();

    // On a busy emulator the write may outlast the popup's 3 s wait: the checkout opened anyway
    // and the write finishes in the background, which is what this poll waits for.
    const leads = seeded.project.db.collection('leads').where('email', '==', email);
    await expect.poll(async () => (await leads.get()).size, { timeout: 20_000 }).toBe(1);
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
    expect(pageErrors).toEqual([]);
  });

  test('/cadastro lands on /planos (replace)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/cadastro');
    await expect(page).toHaveURL('/planos');
    await expect(page.getByRole('heading', { name: 'Escolha o seu plano' })).toBeVisible();
    // Replaced, not pushed: going back leaves the redirect instead of bouncing into it again.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  for (const route of ['/', '/planos']) {
    test(`${route} fits a 360 px phone with no horizontal overflow`, async ({
      page,
      pageErrors,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('Links Rápidos')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // The header collapses into the mobile menu.
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.locator('#site-mobile-menu');
      await expect(menu.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Entrar' })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  test('the mobile menu and the FAQ work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/planos');
    const openMenu = page.getByRole('button', { name: 'Abrir menu' });
    await openMenu.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#site-mobile-menu');
    await expect(menu.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openMenu).toBeFocused();

    const question = page
      .getByRole('group')
      .filter({ hasText: 'O que está incluído no Plano Fundador?' });
    const summary = question.locator('summary');
    const answer = page.getByText(/^Acesso completo à plataforma/);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });

  test('the upsell reads well offline and offers a plain checkout link', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/upsell');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Oferta por tempo limitado')).toBeVisible();
    for (const benefit of ['30% de desconto', '95+ aulas ao vivo', 'Condição de fundador']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(page.getByText('Não foi possível carregar o checkout nesta página')).toBeVisible();
    const plain = page.getByRole('link', { name: 'Abrir o checkout da oferta' });
    await expect(plain).toHaveAttribute('href', FOUNDER_CHECKOUT);
    await expect(plain).toHaveAttribute('target', '_blank');
    expect(pageErrors).toEqual([]);
  });

  test('the thank-you and access-expired pages show their next steps and support', async ({
    page,
  }) => {
    await page.goto('/obrigado');
    await expect(page.getByRole('heading', { name: 'Obrigado pela sua compra' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir para o Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await page.goto('/acesso-expirado');
    await expect(page.getByRole('heading', { name: 'Seu acesso expirou' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suporte por e-mail' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('link', { name: 'Suporte pelo WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d{10,11}\?text=/,
    );
    await page.getByRole('link', { name: 'Voltar ao Início' }).click();
    await expect(page).toHaveURL('/');
  });
});
