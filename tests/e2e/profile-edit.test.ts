// The profile screen in a real browser against the emulators (issue 7): edit round-trip with
// interest themes, avatar upload to Storage, password change with re-authentication. The form's
// own messages (short phone, read-only e-mail, current password required) and which role sees
// 'Cancelar assinatura' are checked in web/src/features/profile/profile-page.test.tsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { requireEnv, PROJECT_ID } from '../support/emulator-hosts';
import { asDate, profileData, toastText, withJourney } from './profile-support';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';

// A 1x1 PNG: the smallest image the avatar rules (JPEG/PNG/WebP < 5 MB) accept.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A journey signed in as `email` (once per account for the file), starting on the profile. */
const ON_PROFILE = (email: string) => ({ as: email, at: '/dashboard/perfil' });

describe('profile screen (Hosting emulator build)', () => {
  let project: SeededProject;

  beforeAll(async () => {
    project = await seedCleanProject('profile-edit');
  });
  afterAll(async () => project?.close());

  it(
    'saves phone, name, profession and themes (persisted in Firestore, read back after a reload)',
    { timeout: 90_000 },
    async () => {
      await withJourney(async ({ page, errors }) => {
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        const before = await profileData(project.db, 'demo-aluno');

        await page.getByLabel('Telefone').fill('(21) 99876-5432');
        await page.getByLabel('Nome').fill('Carla Aluna Souza');
        await page.getByLabel('Profissão').fill('Analista financeira');
        // Themes come from Firestore, sorted by name; 'Marketing' is added to the seeded two.
        const chips = page.getByRole('group', { name: 'Temas de interesse' }).getByRole('button');
        await page.getByRole('button', { name: 'Marketing' }).waitFor();
        expect(await chips.allInnerTexts()).toEqual([
          'Contabilidade',
          'Finanças',
          'Inteligência Artificial',
          'Liderança',
          'Marketing',
          'Mindset',
          'Negócios',
          'Vendas',
        ]);
        await page.getByRole('button', { name: 'Marketing' }).click();
        await page.getByRole('button', { name: 'Salvar alterações' }).click();
        expect(await toastText(page, 'Perfil atualizado')).toContain(
          'Suas informações foram salvas com sucesso.',
        );

        await expect
          .poll(async () => {
            const data = await profileData(project.db, 'demo-aluno');
            return {
              name: data.name,
              phone: data.phone,
              profession: data.profession,
              interests: [...data.interests].sort(),
            };
          })
          .toEqual({
            name: 'Carla Aluna Souza',
            phone: '(21) 99876-5432',
            profession: 'Analista financeira',
            interests: ['contabilidade', 'financas', 'marketing'],
          });
        const after = await profileData(project.db, 'demo-aluno');
        expect(asDate(after.updatedAt)!.getTime()).toBeGreaterThan(
          asDate(before.updatedAt)!.getTime(),
        );

        // A reload reads the saved values back.
        await page.reload();
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        expect(await page.getByLabel('Telefone').inputValue()).toBe('(21) 99876-5432');
        expect(
          await page.getByRole('button', { name: 'Marketing' }).getAttribute('aria-pressed'),
        ).toBe('true');
        await saveScreenshot(page, 'profile-edit');
        expect(errors).toEqual([]);
      }, ON_PROFILE('aluno@demo.test'));
    },
  );

  it(
    'uploads an avatar to avatars/{uid}/ and saves its URL in the profile',
    { timeout: 90_000 },
    async () => {
      await withJourney(async ({ page }) => {
        await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();
        await page
          .getByTestId('avatar-input')
          .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG_1X1 });
        await toastText(page, 'Foto atualizada');

        const avatarUrl = String((await profileData(project.db, 'demo-assinante')).avatarUrl);
        const storageHost = requireEnv('FIREBASE_STORAGE_EMULATOR_HOST');
        expect(avatarUrl).toMatch(
          new RegExp(
            `^http://${storageHost.replace('.', '\\.')}/v0/b/${PROJECT_ID}\\.appspot\\.com/o/avatars%2Fdemo-assinante%2Favatar\\?`,
          ),
        );
        expect(
          await page.getByRole('img', { name: 'Foto de Bruno Assinante' }).getAttribute('src'),
        ).toBe(avatarUrl);

        // A non-image is refused before any upload, with the form's pt-BR message.
        await page.getByTestId('avatar-input').setInputFiles({
          name: 'nota.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4'),
        });
        expect(await toastText(page, 'Erro ao atualizar perfil')).toContain(
          'Tipo de arquivo não suportado. Apenas JPEG, PNG e WebP são permitidos.',
        );
        expect((await profileData(project.db, 'demo-assinante')).avatarUrl).toBe(avatarUrl);
      }, ON_PROFILE('assinante@demo.test'));
    },
  );

  it('changes the password only with the right current one', { timeout: 90_000 }, async () => {
    await withJourney(async ({ page }) => {
      await page.getByRole('heading', { name: 'Meu Perfil' }).waitFor();

      await page.getByLabel('Nova senha', { exact: true }).fill('nova1234');
      await page.getByLabel('Confirmar nova senha').fill('nova1234');
      await page.getByLabel('Senha atual').fill('errada99');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      expect(await toastText(page, 'Erro ao atualizar senha')).toContain(
        'A senha atual está incorreta.',
      );

      await page.getByLabel('Senha atual').fill('demo1234');
      await page.getByRole('button', { name: 'Salvar alterações' }).click();
      await toastText(page, 'Senha atualizada');
      expect(await page.getByLabel('Senha atual').inputValue()).toBe('');
    }, ON_PROFILE('assinante@demo.test'));
    // The new password signs in; the old one no longer does.
    const signInWith = async (password: string) => {
      const auth = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
      const response = await fetch(
        `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'assinante@demo.test', password, returnSecureToken: true }),
        },
      );
      return response.status;
    };
    expect(await signInWith('nova1234')).toBe(200);
    expect(await signInWith('demo1234')).toBe(400);
  });
});
