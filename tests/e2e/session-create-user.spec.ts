// The admin's 'Criar Usuário' dialog against the real checkEmail/createUser functions. The
// dialog's own steps and rules (e-mail required, editing it resets the check, required fields,
// the partner name) are checked in web/src/features/members/components/create-user-dialog.test.tsx.
import { expect, signedInAs, test, useSeededProject } from './fixtures';

test.describe('session: Criar Usuário dialog', () => {
  const seeded = useSeededProject('session-create-user');
  signedInAs('admin');

  test('refuses a taken e-mail, verifies a free one, and creates the account and its profile', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Criar Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Usuário' });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel('Email');
    const verify = dialog.getByRole('button', { name: 'Verificar email' });
    // Exact label, with or without the required-field asterisk ('Nome' is not 'Nome do parceiro').
    const field = (label: string) => dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

    // An e-mail that already has an account.
    await email.fill('aluno@demo.test');
    await verify.click();
    await expect(page.getByText('Email já existe')).toBeVisible();
    await expect(page.getByText('Este email já está cadastrado no sistema')).toBeVisible();
    await expect(field('Nome')).toHaveCount(0);

    // A free one reveals the other fields.
    await email.fill('Nova.Parceira@Demo.test');
    await verify.click();
    await expect(page.getByText('Email verificado')).toBeVisible();
    await expect(page.getByText('Este email está disponível para uso')).toBeVisible();
    for (const label of ['Nome', 'Senha', 'Telefone']) {
      await expect(field(label)).toBeVisible();
    }

    await dialog.getByLabel('Usuário parceiro').check();
    await field('Nome').fill('Nova Parceira');
    await field('Senha').fill('segredo1');
    await field('Telefone').fill('11912345678');
    await dialog.getByLabel('Usuário temporário').check();
    await field('Nome do parceiro').fill('Clínica Parceira');
    await dialog.getByRole('button', { name: 'Criar Usuário' }).click();
    await expect(page.getByText('Usuário criado com sucesso')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const profiles = await seeded.project.db
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
    await expect(page.getByText('Email já existe').first()).toBeVisible();
  });
});
