// The browser journeys: Playwright Test driving Debian's Chromium (never a downloaded browser) on
// the app built for the emulators and served by the Hosting emulator. It runs inside the same
// `firebase emulators:exec` as the Vitest suites (scripts/test-emulators.mjs), after them.
//
// One worker: every file seeds the one demo project. The `sign-in` project signs each demo role in
// once per run and saves its browser storage; journeys start from it (see fixtures.ts). No
// retries: a flaky journey is a bug to fix. A failure keeps its trace and screenshot in
// test-results/e2e/ (open a trace with `npx playwright show-trace <file>`).
import { defineConfig } from '@playwright/test';
import { contextDefaults, launchOptions } from './browser-options';

const resultsDir = new URL('../../test-results/', import.meta.url).pathname;

export default defineConfig({
  testDir: '.',
  outputDir: `${resultsDir}e2e`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${resultsDir}e2e.json` }]],
  use: {
    ...contextDefaults,
    launchOptions,
    // The trace keeps the DOM at each step but no screencast: recording the screencast for every
    // journey, to throw it away when the journey passes, was about a third of the browser stage's
    // processor time. The failure screenshot below still shows the last frame.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'sign-in', testMatch: 'sign-in.setup.ts' },
    { name: 'journeys', testMatch: '**/*.spec.ts', dependencies: ['sign-in'] },
  ],
});
