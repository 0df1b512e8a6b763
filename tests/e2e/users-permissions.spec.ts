// /dashboard/usuarios: the admin's role toggle against the real setUserRole function, with the
// audit log, and the last admin that cannot be removed.
import { expect, signedInAs, test, useSeededProject } from './fixtures';

test.describe('permissions page', () => {
  const seeded = useSeededProject('users-permissions');
  signedInAs('admin');

  test('lists every user by name and toggles a student to admin and back, with the audit log', async ({
    page,
  }) => {
    const db = seeded.project.db;
    await page.goto('/dashboard/usuarios');
    await expect(page.getByRole('heading', { name: 'Permissões de Usuários' })).toBeVisible();

    const rows = page.locator('[data-testid^="user-row-"]');
    await expect(rows).toHaveCount(6);
    const names = await rows.locator('td:first-child p:first-child').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const carla = page.getByTestId('user-row-demo-aluno');
    await expect(carla.getByText('ID: demo-alu')).toBeVisible();
    await expect(carla.getByText('Aluno', { exact: true })).toBeVisible();
    await carla.getByRole('button', { name: 'Tornar Admin' }).click();
    await expect(
      page.getByText('Permissão do usuário atualizada com sucesso').first(),
    ).toBeVisible();
    await expect(carla.getByRole('button', { name: 'Remover Admin' })).toBeVisible();
    expect((await db.doc('profiles/demo-aluno').get()).get('role')).toBe('ADMIN');
    const log = await db.collection('roleChanges').where('targetUser', '==', 'demo-aluno').get();
    expect(log.docs.map((d) => d.data())).toMatchObject([
      { changedBy: 'demo-admin', oldRole: 'ALUNO', newRole: 'ADMIN' },
    ]);

    await carla.getByRole('button', { name: 'Remover Admin' }).click();
    await expect(carla.getByRole('button', { name: 'Tornar Admin' })).toBeVisible();
    await expect
      .poll(async () => (await db.doc('profiles/demo-aluno').get()).get('role'))
      .toBe('ALUNO');
  });

  test('refuses to remove the last admin with its pt-BR toast and changes nothing', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refusal is the test: setUserRole answers 400 and the browser logs that response.
    allowConsoleErrors(
      /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:5001\/demo-escola\/southamerica-east1\/setUserRole:/,
    );
    await page.goto('/dashboard/usuarios');
    const ana = page.getByTestId('user-row-demo-admin');
    await ana.getByRole('button', { name: 'Remover Admin' }).click();
    await expect(
      page.getByText(/^Erro ao atualizar permissão do usuário: Não é possível remover o último/),
    ).toBeVisible();
    expect((await seeded.project.db.doc('profiles/demo-admin').get()).get('role')).toBe('ADMIN');
  });
});
