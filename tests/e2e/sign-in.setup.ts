// Signs each demo role in once per run, through the real /login page, and saves the browser
// storage Firebase Auth keeps its session in. Journeys start from these files instead of signing
// in again. Each file's reseed recreates the accounts, so useSeededProject renews the saved
// tokens after it (signed-in-state.ts).
import { test as setup } from '@playwright/test';
import { seedCleanProject } from '../support/seeded-project';
import { contextDefaults } from './browser-options';
import { SIGNED_IN_ROLES, signInThroughLogin, storageStateFile } from './fixtures';

setup('sign in each demo role once', async ({ browser }) => {
  const project = await seedCleanProject('sign-in');
  try {
    await Promise.all(
      Object.keys(SIGNED_IN_ROLES).map(async (role) => {
        const context = await browser.newContext(contextDefaults);
        const page = await context.newPage();
        await signInThroughLogin(page, SIGNED_IN_ROLES[role as keyof typeof SIGNED_IN_ROLES]);
        await context.storageState({ path: storageStateFile(role), indexedDB: true });
        await context.close();
      }),
    );
  } finally {
    await project.close();
  }
});
