// Cancel subscription in a real browser against the emulators (issue 7): confirm, the profile
// gets cancelled: true, and the user is signed out. Declining the confirmation and the exact 3 s
// before the sign-out are checked in
// web/src/features/profile/components/cancel-subscription-card.test.tsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBaseUrl } from '../support/emulator-hosts';
import { profileData, toastText, withJourney } from './profile-support';
import { seedCleanProject, type SeededProject } from '../support/seeded-project';

/** The journey: the subscriber (signed in once for the file) on the profile page. */
const SUBSCRIBER_ON_PROFILE = { as: 'assinante@demo.test', at: '/dashboard/perfil' };

describe('cancel subscription (Hosting emulator build)', () => {
  let baseUrl: string;
  let project: SeededProject;

  beforeAll(async () => {
    baseUrl = await appBaseUrl();
    project = await seedCleanProject('profile-cancel');
  });
  afterAll(async () => project?.close());

  it('cancels, confirms with a toast and ends signed out', { timeout: 60_000 }, async () => {
    await withJourney(async ({ page, errors }) => {
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
      await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
      // Found by the description: Playwright's text match ignores case, and the guard's own
      // 'Assinatura Cancelada' toast must not be mistaken for this one.
      expect(await toastText(page, 'Você será desconectado em instantes.')).toContain(
        'Assinatura cancelada',
      );
      expect((await profileData(project.db, 'demo-assinante')).cancelled).toBe(true);

      // Signed out (3 s later) with the logout toast, out of the dashboard. (useSignOut aims
      // at '/'; the dashboard guard can win the race and show /login instead — reported.)
      await toastText(page, 'Logout realizado');
      expect(new URL(page.url()).pathname.startsWith('/dashboard')).toBe(false);

      // The dashboard now asks for a sign-in.
      await page.goto(`${baseUrl}/dashboard/perfil`);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(errors).toEqual([]);
    }, SUBSCRIBER_ON_PROFILE);
  });
});
