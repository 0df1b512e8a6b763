// The member console in Chromium against the emulators: an admin filters 'Expirado', extends the
// expired demo member's access through 'Gerenciar acesso' (updateMembership), the member can
// then sign in to /dashboard, 'Histórico' shows the change, and 'Exportar CSV' has a row per
// filtered member.
import { readFile } from 'node:fs/promises';
import { OFFLINE_FIRESTORE } from './console-guard';
import {
  expect,
  signedInAs,
  signInThroughLogin,
  test,
  toastText,
  useSeededProject,
  type Page,
} from './fixtures';

const rows = (page: Page) => page.locator('[data-testid^="user-row-"]');

/**
 * Records how many member rows the console showed the first time it showed any: the SDK's cache
 * must not put a partial list on screen before the server's page (the table would jump under the
 * pointer).
 */
async function recordFirstRows(page: Page) {
  await page.addInitScript(() => {
    const seen = { rows: 0 };
    Object.assign(window, { firstMemberRows: seen });
    new MutationObserver(() => {
      if (seen.rows === 0)
        seen.rows = document.querySelectorAll('[data-testid^="user-row-"]').length;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { firstMemberRows: { rows: number } }).firstMemberRows.rows,
    );
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function exportedCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('membros.csv');
  return readFile((await download.path())!, 'utf8');
}

test.describe('member console (Hosting emulator build)', () => {
  const seeded = useSeededProject('member-console');
  signedInAs('admin');

  test("extends an expired member's access; the member signs in; the history shows it", async ({
    page,
    freshPage,
  }) => {
    test.setTimeout(120_000);
    const nextYear = new Date().getFullYear() + 1;
    const firstRows = await recordFirstRows(page);
    await page.goto('/dashboard/usuarios');
    await expect(rows(page)).toHaveCount(6, { timeout: 20_000 });
    // The whole first page at once, not the signed-in admin's own row from the cache first.
    expect(await firstRows()).toBe(6);
    const partner = page.getByTestId('user-row-demo-parceiro');
    await expect(partner.getByText('Parceiro', { exact: true })).toBeVisible();
    await expect(partner.getByText('Pesquisa não respondida')).toBeVisible();

    await chooseStatus(page, 'Expirado');
    await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });
    const expired = page.getByTestId('user-row-demo-expirado');
    await expect(expired.getByText('Expirado', { exact: true })).toBeVisible();

    await expired.getByRole('button', { name: 'Gerenciar acesso' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Acesso até').fill(`${nextYear}-12-31`);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await toastText(page, 'Acesso atualizado');
    // No longer expired: it leaves the filtered list without a reload.
    await expect(expired).toHaveCount(0);
    const stored = (await seeded.project.db.doc('profiles/demo-expirado').get()).data();
    expect(stored?.validUntil.toDate().getFullYear()).toBe(nextYear + 1);

    const member = await freshPage();
    await signInThroughLogin(member, 'expirado@demo.test');
    await expect(member.getByRole('heading', { level: 1, name: 'Suas Aulas' })).toBeVisible();
    await expect(member).toHaveURL('/dashboard');

    await chooseStatus(page, 'Todos');
    await page.getByLabel('Buscar por nome ou e-mail').fill('expirado@');
    const row = page.getByTestId('user-row-demo-expirado');
    await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });
    await expect(row.getByText('Ativo', { exact: true })).toBeVisible();
    // An e-mail the Trigger Email extension could not deliver to her, yesterday: the history
    // lists it among the changes, newest first (docs/operations.md, "E-mails").
    await seeded.project.db.doc('mail/falhou-expirado').set({
      to: 'expirado@demo.test',
      message: {
        subject: 'Seu acesso termina em breve',
        text: 'Olá! Seu acesso à Escola Estratégica termina em 3 dias. Renove para continuar.',
        html: '<p>Olá! Seu acesso à Escola Estratégica termina em 3 dias. Renove para continuar.</p>',
      },
      delivery: {
        state: 'ERROR',
        error: '550 Mailbox unavailable',
        endTime: new Date(Date.now() - 86_400_000),
      },
    });
    await row.getByRole('button', { name: 'Histórico' }).click();
    const history = page.getByRole('dialog');
    await expect(
      history.getByText(/^E-mail não entregue: Seu acesso termina em breve · /),
    ).toBeVisible();
    await expect(history.getByText('550 Mailbox unavailable')).toBeVisible();
    const entry = history.getByRole('listitem').first();
    await expect(entry.getByText(/^Acesso alterado · /)).toBeVisible();
    await expect(entry.getByText('Por Ana Administradora')).toBeVisible();
    await expect(
      entry.getByText(new RegExp(`^Acesso até: .* → 01/01/${nextYear + 1}$`)),
    ).toBeVisible();
    await history.getByRole('button', { name: 'Fechar' }).click();
    await expect(history).toHaveCount(0);
  });

  test('exports the filtered members as a CSV Excel pt-BR opens', async ({ page }) => {
    await page.goto('/dashboard/usuarios');
    await expect(rows(page)).toHaveCount(6, { timeout: 20_000 });
    const all = await exportedCsv(page);
    expect(all.startsWith('\uFEFFNome;E-mail;Plano;Status;Acesso até;Papel\r\n')).toBe(true);
    expect(all.trimEnd().split('\r\n')).toHaveLength(1 + 6);
    expect(all).toContain('parceiro@demo.test');

    await chooseStatus(page, 'Cancelado');
    await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });
    const cancelled = await exportedCsv(page);
    const lines = cancelled.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^[^;]+;cancelado@demo\.test;[^;]*;Cancelado;(\d{2}\/\d{2}\/\d{4})?;Aluno$/,
    );
  });

  test('offline, the console shows the members the browser still holds', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // Offline on purpose: the browser logs the requests that cannot leave (console-guard.ts).
    allowConsoleErrors(...OFFLINE_FIRESTORE);
    await page.goto('/dashboard/usuarios');
    await expect(rows(page)).toHaveCount(6, { timeout: 20_000 });
    await page.getByRole('link', { name: 'Perfil' }).click();
    await expect(page).toHaveURL('/dashboard/perfil');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.getByRole('link', { name: 'Usuários' }).click();
      // No server to wait for: the cache's answer (the admin's own profile, which the session
      // keeps listening to) instead of an endless skeleton.
      await expect(page.getByTestId('user-row-demo-admin')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
