// 'Importar membros' in Chromium against the emulators: an admin picks a small CSV with one bad
// row, reads the error table, imports the rest, watches the progress bar reach the end, finds the
// new member in the console (filter 'Importados', 'Histórico': 'Importado em …'), and the new
// member sets a password through the welcome e-mail's link and signs in. With
// SAVE_SCREENSHOTS=1 the dry run with errors is saved as docs/images/importar-membros-erros.png.
import { COLLECTIONS } from '@app/domain';
import { expect, signedInAs, test, useSeededProject, type Page } from './fixtures';

const NEW_MEMBER = 'rosa.conceicao@exemplo.com';
const PASSWORD = 'senha-da-rosa';
const nextYear = new Date().getFullYear() + 1;

/** Semicolon-separated, Windows-1252 (as Excel in Portuguese saves it), one bad e-mail. */
const FILE = Buffer.from(
  [
    'Nome;E-mail;Plano;Início;Validade',
    `Rosa Conceição;${NEW_MEMBER};Mensal;01/01/${nextYear - 1};31/12/${nextYear}`,
    `Aluno Demo;aluno@demo.test;Fundador;;31/12/${nextYear + 5}`,
    'Sem Arroba;rosa.exemplo.com;Mensal;;',
  ].join('\r\n'),
  'latin1',
);

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('member import (Hosting emulator build)', () => {
  const seeded = useSeededProject('member-import');
  signedInAs('admin');

  test('an admin imports a file with one bad row; the new member sets a password and signs in', async ({
    page,
    freshPage,
  }) => {
    test.setTimeout(120_000);
    const { db } = seeded.project;
    await page.goto('/dashboard/usuarios');
    await page.getByRole('button', { name: 'Importar membros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar membros' });
    await expect(
      dialog.getByRole('checkbox', { name: 'Enviar e-mail de boas-vindas' }),
    ).toBeChecked();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'membros-antigos.csv', mimeType: 'text/csv', buffer: FILE });

    // The dry run: nothing written yet.
    const totals = dialog.getByRole('group', { name: 'Resultado da conferência' });
    await expect(totals).toBeVisible({ timeout: 20_000 });
    await expect(totals.getByText('Novos')).toBeVisible();
    const errors = dialog.getByRole('table', { name: 'Linhas com erro' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByText('Linha 4: e-mail inválido')).toBeVisible();
    await expect(totals).toHaveText(/Novos\s*1\s*Atualizados\s*1\s*Sem mudança\s*0\s*Com erro\s*1/);
    expect(
      (await db.collection(COLLECTIONS.profiles).where('email', '==', NEW_MEMBER).get()).size,
    ).toBe(0);
    if (process.env.SAVE_SCREENSHOTS) {
      await dialog.screenshot({
        path: new URL('../../docs/images/importar-membros-erros.png', import.meta.url).pathname,
      });
    }

    await dialog.getByRole('button', { name: 'Importar 2 membros' }).click();
    await expect(dialog.getByText('Importando… 2 de 2')).toBeVisible({ timeout: 30_000 });
    await expect(
      dialog.getByRole('progressbar', { name: 'Progresso da importação' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog.getByText('1 novos, 1 atualizados, 0 sem mudança.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // The console: the filter 'Importados' lists both, and the history says when.
    // The seed's subscriber came from an earlier import; this one added Rosa and the student.
    await chooseStatus(page, 'Importados');
    const rows = page.locator('[data-testid^="user-row-"]');
    await expect(rows).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByTestId('user-row-demo-aluno')).toBeVisible();
    await expect(page.getByTestId('user-row-demo-assinante')).toBeVisible();
    const rosa = rows.filter({ hasText: NEW_MEMBER });
    await expect(rosa.getByText('Rosa Conceição')).toBeVisible();
    await expect(rosa.getByText('Mensal')).toBeVisible();
    await rosa.getByRole('button', { name: 'Histórico' }).click();
    const history = page.getByRole('dialog', { name: 'Histórico: Rosa Conceição' });
    await expect(history.getByText(/^Importado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(
      history.getByText('Arquivo membros-antigos.csv, por Ana Administradora'),
    ).toBeVisible();

    // The welcome e-mail's link sets the password (the Auth emulator's own page takes it as
    // newPassword), then the new member signs in through /login.
    const mail = await db.collection(COLLECTIONS.mail).where('to', '==', NEW_MEMBER).get();
    expect(mail.size).toBe(1);
    const text = mail.docs[0]?.get('message.text') as string;
    const link = /Crie sua senha: (\S+)/.exec(text)?.[1] ?? '';
    const member = await freshPage();
    const reset = await member.request.get(`${link}&newPassword=${PASSWORD}`, { maxRedirects: 0 });
    expect(reset.status()).toBeLessThan(400);
    await member.goto('/login');
    await member.getByLabel('Email').fill(NEW_MEMBER);
    await member.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: 'Entrar' }).click();
    await expect(member.getByText('Bem-vindo(a) à Escola Estratégica, Rosa!')).toBeVisible();
    await expect(member).toHaveURL('/dashboard/perfil');
  });
});
