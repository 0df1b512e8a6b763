// The admin's 'Criar Usuário' dialog against the real checkEmail/createUser functions. The
// dialog's own steps and rules (e-mail required, editing it resets the check, required fields,
// the partner name) are checked in web/src/features/users/components/create-user-dialog.test.tsx.
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

  it('refuses a taken e-mail, verifies a free one, and creates the account and its profile', async () => {
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

      await dialog.getByLabel('Usuário parceiro').check();
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
