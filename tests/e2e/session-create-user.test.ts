// The admin's 'Criar Usuário' dialog against the real checkEmail/createUser functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBaseUrl } from '../support/emulator-hosts';
import { seedCleanProject, signIn, withBrowser, type Seeded } from './session-support';

describe('session: Criar Usuário dialog', () => {
  let baseUrl: string;
  let seeded: Seeded;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    seeded = await seedCleanProject('session-create-user');
  });
  afterAll(async () => seeded?.close());

  it('checks the e-mail first, reveals the fields, and creates the account and its profile', async () => {
    await withBrowser(async (page) => {
      await signIn(page, baseUrl, 'admin@demo.test');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('button', { name: 'Criar Usuário' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar Usuário' });
      await dialog.waitFor();
      const email = dialog.getByLabel('Email');
      const verify = dialog.getByRole('button', { name: 'Verificar email' });
      // Exact label, with or without the required-field asterisk ('Nome' is not 'Nome do parceiro').
      const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

      // Nothing typed: the e-mail is required. Only the e-mail field is shown.
      await verify.click();
      await dialog.getByText('Por favor, insira um email').waitFor();
      await expect(field('Nome').count()).resolves.toBe(0);

      // An e-mail that already has an account.
      await email.fill('aluno@demo.test');
      await verify.click();
      await page.getByText('Email já existe').waitFor();
      await page.getByText('Este email já está cadastrado no sistema').waitFor();
      await expect(field('Nome').count()).resolves.toBe(0);

      // A free one reveals the other fields.
      await email.fill('Nova.Parceira@Demo.test');
      await verify.click();
      await page.getByText('Email verificado').waitFor();
      await page.getByText('Este email está disponível para uso').waitFor();
      for (const label of ['Nome', 'Senha', 'Telefone']) {
        await field(label).waitFor();
      }
      await dialog.getByLabel('Usuário temporário').waitFor();
      await dialog.getByLabel('Usuário parceiro').waitFor();

      // Editing the e-mail resets the verification and hides the fields again.
      await email.fill('nova.parceira@demo.tes');
      await expect.poll(() => field('Nome').count()).toBe(0);
      await email.fill('nova.parceira@demo.test');
      await verify.click();
      await field('Nome').waitFor();

      // Required fields and the partner name rule, before anything is sent.
      await dialog.getByLabel('Usuário parceiro').check();
      await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
      await page.getByText('Campos obrigatórios').first().waitFor();
      await dialog.getByText('Nome do parceiro é obrigatório para usuários parceiros').waitFor();

      await field('Nome').fill('Nova Parceira');
      await field('Senha').fill('segredo1');
      await field('Telefone').fill('11912345678');
      await dialog.getByLabel('Usuário temporário').check();
      await field('Nome do parceiro').fill('Clínica Parceira');
      await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
      await page.getByText('Usuário criado com sucesso').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const profiles = await seeded.db
        .collection('profiles')
        .where('email', '==', 'nova.parceira@demo.test')
        .get();
      expect(profiles.size).toBe(1);
      expect(profiles.docs[0]!.data()).toMatchObject({
        name: 'Nova Parceira',
        role: 'ALUNO',
        phone: '11912345678',
        isTemporary: true,
        isPartner: true,
        partnerName: 'Clínica Parceira',
      });

      // The same e-mail is now taken.
      await page.getByRole('button', { name: 'Criar Usuário' }).click();
      await dialog.getByLabel('Email').fill('nova.parceira@demo.test');
      await dialog.getByRole('button', { name: 'Verificar email' }).click();
      await page.getByText('Email já existe').first().waitFor();
    });
  }, 90_000);
});
