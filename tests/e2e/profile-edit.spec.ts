// The profile screen in a real browser against the emulators: edit round-trip with interest
// themes, an e-mail switch turned off (and the weekly digest skipping her), avatar upload to
// Storage, password change with re-authentication. The form's own messages (short phone,
// read-only e-mail, current password required), the switches' states and which role sees
// 'Cancelar assinatura' are checked in
// web/src/features/profile/components/profile-page.test.tsx.
import { runWeeklyDigest } from '../../functions/src/reminders/run-weekly-digest';
import { requireEnv, PROJECT_ID } from '../support/emulator-hosts';
import { expect, signedInAs, test, toastText, useSeededProject } from './fixtures';
import { asDate, profileData } from './journey-helpers';

// A 1x1 PNG: the smallest image the avatar rules (JPEG/PNG/WebP < 5 MB) accept.
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.describe('profile screen (Hosting emulator build)', () => {
  const seeded = useSeededProject('profile-edit');

  test.describe('a student', () => {
    signedInAs('student');

    test('saves phone, name, profession and themes (persisted in Firestore, read back after a reload)', async ({
      page,
      pageErrors,
    }) => {
      const db = seeded.project.db;
      await page.goto('/dashboard/perfil');
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      const before = await profileData(db, 'demo-aluno');

      await page.getByLabel('Telefone').fill('(21) 99876-5432');
      await page.getByLabel('Nome').fill('Carla Aluna Souza');
      await page.getByLabel('Profissão').fill('Analista financeira');
      // Themes come from Firestore, sorted by name; 'Marketing' is added to the seeded two.
      const chips = page.getByRole('group', { name: 'Temas de interesse' }).getByRole('button');
      await expect(chips).toHaveText([
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
          const data = await profileData(db, 'demo-aluno');
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
      const after = await profileData(db, 'demo-aluno');
      expect(asDate(after.updatedAt)!.getTime()).toBeGreaterThan(
        asDate(before.updatedAt)!.getTime(),
      );

      // A reload reads the saved values back.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      await expect(page.getByLabel('Telefone')).toHaveValue('(21) 99876-5432');
      await expect(page.getByRole('button', { name: 'Marketing' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.screenshot({ path: test.info().outputPath('profile-edit.png') });
      expect(pageErrors).toEqual([]);
    });

    test("turns 'Novas aulas' off, and the next weekly digest skips her", async ({ page }) => {
      const db = seeded.project.db;
      await page.goto('/dashboard/perfil');
      const section = page.getByRole('region', { name: 'Notificações por e-mail' });
      const newClasses = section.getByRole('switch', { name: 'Novas aulas' });
      await expect(newClasses).toBeChecked();
      await newClasses.click();
      await toastText(page, 'Preferências salvas');
      await expect(newClasses).not.toBeChecked();
      await expect(
        section.getByRole('switch', { name: 'Lembretes de aulas ao vivo' }),
      ).toBeChecked();
      await expect
        .poll(async () => (await profileData(db, 'demo-aluno')).emailPreferences)
        .toEqual({ newClasses: false });

      // The week's seeded insight goes to the subscriber, not to her.
      const result = await runWeeklyDigest(db, new Date(), {
        appUrl: 'http://127.0.0.1:5173',
        unsubscribeUrl: 'http://127.0.0.1:5001/unsubscribe',
        secret: 'jornada',
      });
      expect(result).toMatchObject({ queued: expect.any(Number) });
      const digests = await db
        .collection('mail')
        .where('to', 'in', ['aluno@demo.test', 'assinante@demo.test'])
        .get();
      const digestTo = digests.docs
        .filter((doc) => doc.id.startsWith('digest-'))
        .map((doc) => doc.get('to'));
      expect(digestTo).toEqual(['assinante@demo.test']);

      // A reload shows the switch as saved.
      await page.reload();
      await expect(
        page
          .getByRole('region', { name: 'Notificações por e-mail' })
          .getByRole('switch', { name: 'Novas aulas' }),
      ).not.toBeChecked();
    });
  });

  test.describe('a subscriber', () => {
    signedInAs('subscriber');

    test('uploads an avatar to avatars/{uid}/ and saves its URL in the profile', async ({
      page,
    }) => {
      const db = seeded.project.db;
      await page.goto('/dashboard/perfil');
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
      await page
        .getByTestId('avatar-input')
        .setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await toastText(page, 'Foto atualizada');

      const avatarUrl = String((await profileData(db, 'demo-assinante')).avatarUrl);
      const storageHost = requireEnv('FIREBASE_STORAGE_EMULATOR_HOST');
      expect(avatarUrl).toMatch(
        new RegExp(
          `^http://${storageHost.replace('.', '\\.')}/v0/b/${PROJECT_ID}\\.appspot\\.com/o/avatars%2Fdemo-assinante%2Favatar\\?`,
        ),
      );
      await expect(page.getByRole('img', { name: 'Foto de Bruno Assinante' })).toHaveAttribute(
        'src',
        avatarUrl,
      );

      // A non-image is refused before any upload, with the form's pt-BR message.
      await page.getByTestId('avatar-input').setInputFiles({
        name: 'nota.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      expect(await toastText(page, 'Erro ao atualizar perfil')).toContain(
        'Tipo de arquivo não suportado. Apenas JPEG, PNG e WebP são permitidos.',
      );
      expect((await profileData(db, 'demo-assinante')).avatarUrl).toBe(avatarUrl);
    });

    // Last in the file: a new password ends the saved session of this account (the next file's
    // reseed restores both).
    test('changes the password only with the right current one', async ({
      page,
      allowConsoleErrors,
    }) => {
      // The wrong current password is the test: Auth answers 400 and the page logs the refusal.
      allowConsoleErrors(
        /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword/,
        /^console\.error: Falha ao trocar senha FirebaseError: Firebase: Error \(auth\/wrong-password\)/,
      );
      await page.goto('/dashboard/perfil');
      await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();

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
      await expect(page.getByLabel('Senha atual')).toHaveValue('');

      // The new password signs in; the old one no longer does.
      const signInWith = async (password: string) => {
        const auth = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
        const response = await fetch(
          `http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              email: 'assinante@demo.test',
              password,
              returnSecureToken: true,
            }),
          },
        );
        return response.status;
      };
      expect(await signInWith('nova1234')).toBe(200);
      expect(await signInWith('demo1234')).toBe(400);
    });
  });
});
