// A sale and its refund, end to end: `npm run webhook:demo` posts Hotmart's deliveries to the
// purchaseWebhook in the Functions emulator; the buyer gets an account, signs in to the
// dashboard, and the refund sends the open app to /acesso-expirado without a reload.
import { COLLECTIONS } from '@app/domain';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../support/repo-root';
import { expect, test, useSeededProject } from './fixtures';
import { hasStoredAuthUser } from './journey-helpers';

const BUYER = 'maria.compradora@example.com';
const PASSWORD = 'SenhaDaMaria123';

/** `npm run webhook:demo -- <args>` against this run's emulators (found through the hub). */
function webhookDemo(...args: string[]): string {
  const run = spawnSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['scripts/webhook-demo.ts', ...args],
    { cwd: repoRoot, encoding: 'utf8', env: process.env },
  );
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

test.describe('purchase journey (webhook:demo → Functions emulator → browser)', () => {
  const seeded = useSeededProject('purchase-journey');

  test('a sale creates a member who signs in (first access: profile); the refund sends the open app to /acesso-expirado', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { auth, db } = seeded.project;
    expect(webhookDemo('venda', BUYER)).toMatch(/200 .*"outcome":"applied"/);
    const user = await auth.getUserByEmail(BUYER);
    const profile = (await db.doc(`profiles/${user.uid}`).get()).data();
    expect(profile).toMatchObject({ role: 'ALUNO', plan: 'fundador', tag: 'Aluno Fundador' });
    // The welcome mail's set-password link is followed in the functions suite; here the
    // password is set directly so the browser can sign in.
    await auth.updateUser(user.uid, { password: PASSWORD });

    await page.goto('/login');
    await page.getByLabel('Email').fill(BUYER);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // A new member's first sign-in: the welcome toast, then the profile to complete.
    await expect(page.getByText('Bem-vindo(a) à Escola Estratégica, Maria!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/perfil');

    expect(webhookDemo('reembolso', BUYER)).toMatch(/200 .*"action":"revoke"/);
    await expect(page).toHaveURL('/acesso-expirado', { timeout: 20_000 });
    await expect.poll(() => hasStoredAuthUser(page)).toBe(false);

    const stored = await db.collection(COLLECTIONS.purchases).where('uid', '==', user.uid).get();
    expect(stored.docs.map((doc) => doc.get('event')).sort()).toEqual([
      'PURCHASE_APPROVED',
      'PURCHASE_REFUNDED',
    ]);
    expect((await db.doc(`profiles/${user.uid}`).get()).get('plan')).toBe('');
  });
});
