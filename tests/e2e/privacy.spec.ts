// 'Privacidade e dados' in Chromium against the emulators, with an account of its own (the demo
// roles stay untouched): the member downloads her data (the JSON file read back), deletes her
// account with her password and EXCLUIR, lands on '/' with 'Sua conta foi excluída.', cannot
// sign in again, and her comment stays in its thread as 'Membro removido'. The dialog's field
// messages are component tests (web/src/features/profile/components/profile-page.test.tsx); what
// each function removes and keeps is tests/functions/privacy.test.ts.
import { authMessages, privacyMessages as m, REMOVED_MEMBER_NAME } from '@app/domain';
import { readFile } from 'node:fs/promises';
import { expect, signInThroughLogin, test, toastText, useSeededProject } from './fixtures';
import { openFromMenu, profileData, submitLogin } from './journey-helpers';

test.describe('privacy (Hosting emulator build)', () => {
  const seeded = useSeededProject('privacy');

  test('a member takes her data with her, then deletes her account', async ({
    freshPage,
    pageAs,
    allowConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    const { db, auth } = seeded.project;
    const uid = 'membro-que-sai';
    const email = 'sai@demo.test';
    await auth.createUser({ uid, email, password: 'demo1234', displayName: 'Sara Saída' });
    await db.doc(`profiles/${uid}`).set({
      ...(await profileData(db, 'demo-aluno')),
      name: 'Sara Saída',
      email,
    });
    const cls = (await db.doc('classes/semanal-01').get()).data()!;
    const comment = db.doc(`classes/semanal-01/comments/comentario-da-sara`);
    await comment.set({
      userId: uid,
      userName: 'Sara Saída',
      userRole: 'ALUNO',
      userAvatarUrl: null,
      text: 'Uma dúvida que vale para a turma toda.',
      classId: 'semanal-01',
      classTitle: cls.title,
      classSlug: cls.slug,
      createdAt: new Date(),
    });

    const page = await freshPage();
    await signInThroughLogin(page, email);
    await openFromMenu(page, 'Perfil');
    const section = page.getByRole('region', { name: m.sectionTitle });

    // Her data, as one JSON file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: m.exportButton }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      data: { perfil: { id: string; email: string }; comentarios: { text: string }[] };
    };
    expect(file.data.perfil).toMatchObject({ id: uid, email });
    expect(file.data.comentarios.map((c) => c.text)).toEqual([
      'Uma dúvida que vale para a turma toda.',
    ]);

    // The account, with the password and EXCLUIR.
    await section.getByRole('button', { name: m.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: m.dialogTitle });
    await dialog.getByLabel(m.passwordLabel).fill('demo1234');
    await dialog.getByLabel(m.confirmLabel).fill('EXCLUIR');
    await dialog.getByRole('button', { name: m.confirmButton }).click();
    await toastText(page, m.deleted);
    await expect(page).toHaveURL('/');

    // She cannot sign in again (Auth refuses: the browser logs that 400).
    allowConsoleErrors(
      /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword/,
    );
    await page.goto('/login');
    await submitLogin(page, email);
    await toastText(page, authMessages.loginErrorTitle);
    await expect(page).toHaveURL(/\/login/);

    // Her comment stays in its thread, without her.
    expect((await comment.get()).data()).toMatchObject({
      userName: REMOVED_MEMBER_NAME,
      text: 'Uma dúvida que vale para a turma toda.',
    });
    const other = await pageAs('subscriber');
    await other.goto(`/dashboard/aula/${cls.slug as string}`);
    await expect(other.getByRole('listitem', { name: REMOVED_MEMBER_NAME })).toContainText(
      'Uma dúvida que vale para a turma toda.',
    );
    expect((await db.doc(`profiles/${uid}`).get()).exists).toBe(false);

    // The member console keeps her trail, reached from 'Contas excluídas'.
    const admin = await pageAs('admin');
    await admin.goto('/dashboard/usuarios');
    // The console has shown its members (what an admin sees before scrolling to the section).
    await expect(admin.getByTestId('user-row-demo-parceiro')).toBeVisible();
    await admin.getByRole('button', { name: 'Ver contas excluídas' }).click();
    const account = admin.getByRole('listitem', { name: uid });
    await expect(account).toContainText('Exclusão concluída');
    await account.getByRole('button', { name: 'Histórico' }).click();
    const history = admin.getByRole('dialog', { name: `Histórico: ${REMOVED_MEMBER_NAME}` });
    await expect(history.getByRole('listitem').first()).toContainText(m.historyDeleted);
    await expect(history).toContainText('Pelo próprio membro');
  });
});
