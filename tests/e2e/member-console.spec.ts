// The member console in Chromium against the emulators: an admin filters 'Expirado', extends the
// expired demo member's access through 'Gerenciar acesso' (updateMembership), the member can
// then sign in to /dashboard, 'Histórico' shows the change, and 'Exportar CSV' has a row per
// filtered member.
import { readFile } from 'node:fs/promises';
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
    await page.goto('/dashboard/usuarios');
    await expect(rows(page)).toHaveCount(6, { timeout: 20_000 });
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
    await row.getByRole('button', { name: 'Histórico' }).click();
    const history = page.getByRole('dialog');
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
});
