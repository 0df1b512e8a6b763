// /dashboard/usuarios: the admin's role toggle against the real setUserRole function. The admin
// signs in once for the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBaseUrl } from '../support/emulator-hosts';
import { signInRole, step, type RoleSession } from './content-support';
import { seedCleanProject, type Seeded } from './session-support';

describe('permissions page', () => {
  let baseUrl: string;
  let seeded: Seeded;
  let admin: RoleSession;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    seeded = await seedCleanProject('users-permissions');
    admin = await signInRole('admin@demo.test');
    await admin.page.waitForURL(`${baseUrl}/dashboard`);
  }, 120_000);
  afterAll(async () => {
    await admin?.close();
    await seeded?.close();
  });

  it('lists every user by name and toggles a student to admin and back, with the audit log', async () => {
    await step(admin, 'permissions-toggle', async (page) => {
      await page.goto(`${baseUrl}/dashboard/usuarios`);
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
      expect((await seeded.db.doc('profiles/demo-aluno').get()).get('role')).toBe('ADMIN');
      const log = await seeded.db
        .collection('roleChanges')
        .where('targetUser', '==', 'demo-aluno')
        .get();
      expect(log.docs.map((d) => d.data())).toMatchObject([
        { changedBy: 'demo-admin', oldRole: 'ALUNO', newRole: 'ADMIN' },
      ]);

      await carla.getByRole('button', { name: 'Remover Admin' }).click();
      await carla.getByRole('button', { name: 'Tornar Admin' }).waitFor();
      expect((await seeded.db.doc('profiles/demo-aluno').get()).get('role')).toBe('ALUNO');
    });
  });

  it('refuses to remove the last admin with its pt-BR toast and changes nothing', async () => {
    await step(admin, 'permissions-last-admin', async (page) => {
      await page.goto(`${baseUrl}/dashboard/usuarios`);
      const ana = page.getByTestId('user-row-demo-admin');
      await ana.getByRole('button', { name: 'Remover Admin' }).click();
      await page
        .getByText(/^Erro ao atualizar permissão do usuário: Não é possível remover o último/)
        .waitFor();
      expect((await seeded.db.doc('profiles/demo-admin').get()).get('role')).toBe('ADMIN');
    });
  });
});
