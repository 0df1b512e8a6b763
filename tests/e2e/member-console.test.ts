// The member console in Chromium against the emulators: an admin filters 'Expirado', extends the
// expired demo member's access through 'Gerenciar acesso' (updateMembership), the member can
// then sign in to /dashboard, 'Histórico' shows the change, and 'Exportar CSV' has a row per
// filtered member.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInRole, step, toastText, useContentSuite } from './content-support';

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

describe('member console (Hosting emulator build)', () => {
  const suite = useContentSuite('member-console', { admin: 'admin@demo.test' });

  it(
    "extends an expired member's access; the member signs in; the history shows it",
    { timeout: 120_000 },
    async () => {
      const nextYear = new Date().getFullYear() + 1;
      await step(suite.roles.admin, 'console-extend', async (page) => {
        await page.goto(`${suite.baseUrl}/dashboard/usuarios`);
        await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(6);
        const partner = page.getByTestId('user-row-demo-parceiro');
        await partner.getByText('Parceiro', { exact: true }).waitFor();
        await partner.getByText('Pesquisa não respondida').waitFor();

        await chooseStatus(page, 'Expirado');
        await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
        const expired = page.getByTestId('user-row-demo-expirado');
        await expired.getByText('Expirado', { exact: true }).waitFor();

        await expired.getByRole('button', { name: 'Gerenciar acesso' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Acesso até').fill(`${nextYear}-12-31`);
        await dialog.getByRole('button', { name: 'Salvar' }).click();
        await toastText(page, 'Acesso atualizado');
        // No longer expired: it leaves the filtered list without a reload.
        await expired.waitFor({ state: 'detached' });
        const stored = (await suite.project.db.doc('profiles/demo-expirado').get()).data();
        expect(stored?.validUntil.toDate().getFullYear()).toBe(nextYear + 1);
      });

      const member = await signInRole('expirado@demo.test');
      try {
        await step(member, 'console-member-signs-in', async (page) => {
          await page.getByRole('heading', { level: 1, name: 'Suas Aulas' }).waitFor();
          expect(new URL(page.url()).pathname).toBe('/dashboard');
        });
      } finally {
        await member.close();
      }

      await step(suite.roles.admin, 'console-history', async (page) => {
        await chooseStatus(page, 'Todos');
        await page.getByLabel('Buscar por nome ou e-mail').fill('expirado@');
        const row = page.getByTestId('user-row-demo-expirado');
        await row.waitFor();
        await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
        await row.getByText('Ativo', { exact: true }).waitFor();
        await row.getByRole('button', { name: 'Histórico' }).click();
        const history = page.getByRole('dialog');
        const entry = history.getByRole('listitem').first();
        await entry.getByText(/^Acesso alterado · /).waitFor();
        await entry.getByText('Por Ana Administradora').waitFor();
        await entry.getByText(new RegExp(`^Acesso até: .* → 01/01/${nextYear + 1}$`)).waitFor();
        await history.getByRole('button', { name: 'Fechar' }).click();
      });
    },
  );

  it('exports the filtered members as a CSV Excel pt-BR opens', { timeout: 60_000 }, async () => {
    await step(suite.roles.admin, 'console-export', async (page) => {
      await page.goto(`${suite.baseUrl}/dashboard/usuarios`);
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(6);
      const all = await exportedCsv(page);
      expect(all.startsWith('\uFEFFNome;E-mail;Plano;Status;Acesso até;Papel\r\n')).toBe(true);
      expect(all.trimEnd().split('\r\n')).toHaveLength(1 + 6);
      expect(all).toContain('parceiro@demo.test');

      await chooseStatus(page, 'Cancelado');
      await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
      const cancelled = await exportedCsv(page);
      const lines = cancelled.trimEnd().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^[^;]+;cancelado@demo\.test;[^;]*;Cancelado;(\d{2}\/\d{2}\/\d{4})?;Aluno$/,
      );
    });
  });
});
