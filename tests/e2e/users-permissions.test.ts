// /dashboard/usuarios: the admin's role toggle against the real setUserRole function. The admin
// signs in once for the file.
import { beforeAll, describe, expect, it } from 'vitest';
import { step, useContentSuite } from './content-support';

describe('permissions page', () => {
  const suite = useContentSuite('users-permissions', { admin: 'admin@demo.test' });
  // Runs after the suite's sign-in: the admin lands on the dashboard's home.
  beforeAll(() => suite.roles.admin.page.waitForURL(`${suite.baseUrl}/dashboard`));

  it('lists every user by name and toggles a student to admin and back, with the audit log', async () => {
    await step(suite.roles.admin, 'permissions-toggle', async (page) => {
      await page.goto(`${suite.baseUrl}/dashboard/usuarios`);
      await page.getByRole('heading', { name: 'Permissões de Usuários' }).waitFor();

      const rows = page.locator('[data-testid^="user-row-"]');
      await expect.poll(() => rows.count()).toBe(6);
      const names = await rows.locator('td:first-child p:first-child').allInnerTexts();
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      const carla = page.getByTestId('user-row-demo-aluno');
      await carla.getByText('ID: demo-alu').waitFor();
      await carla.getByText('Aluno', { exact: true }).waitFor();
      await carla.getByRole('button', { name: 'Tornar Admin' }).click();
      await page.getByText('Permissão do usuário atualizada com sucesso').first().waitFor();
      await carla.getByRole('button', { name: 'Remover Admin' }).waitFor();
      expect((await suite.project.db.doc('profiles/demo-aluno').get()).get('role')).toBe('ADMIN');
      const log = await suite.project.db
        .collection('roleChanges')
        .where('targetUser', '==', 'demo-aluno')
        .get();
      expect(log.docs.map((d) => d.data())).toMatchObject([
        { changedBy: 'demo-admin', oldRole: 'ALUNO', newRole: 'ADMIN' },
      ]);

      await carla.getByRole('button', { name: 'Remover Admin' }).click();
      await carla.getByRole('button', { name: 'Tornar Admin' }).waitFor();
      expect((await suite.project.db.doc('profiles/demo-aluno').get()).get('role')).toBe('ALUNO');
    });
  });

  it('refuses to remove the last admin with its pt-BR toast and changes nothing', async () => {
    await step(suite.roles.admin, 'permissions-last-admin', async (page) => {
      await page.goto(`${suite.baseUrl}/dashboard/usuarios`);
      const ana = page.getByTestId('user-row-demo-admin');
      await ana.getByRole('button', { name: 'Remover Admin' }).click();
      await page
        .getByText(/^Erro ao atualizar permissão do usuário: Não é possível remover o último/)
        .waitFor();
      expect((await suite.project.db.doc('profiles/demo-admin').get()).get('role')).toBe('ADMIN');
    });
  });
});
