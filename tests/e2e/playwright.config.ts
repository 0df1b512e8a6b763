// The browser journeys: Playwright Test driving Debian's Chromium (never a downloaded browser) on
// the app built for the emulators and served by the Hosting emulator. It runs inside the same
// `firebase emulators:exec` as the Vitest suites (scripts/test-emulators.mjs), after them.
//
// One worker: every file seeds the one demo project. The worker signs each demo role in once
// through /login and saves its browser storage; journeys start from it (see fixtures.ts), in a
// browser profile the worker keeps warm between tests with its storage reset (warm-tabs.ts). No
// retries: a flaky journey is a bug to fix. A failure keeps its trace and screenshot in
// test-results/e2e/ (open a trace with `npx playwright show-trace <file>`).
import { defineConfig } from '@playwright/test';
import { contextDefaults, journeyLaunchOptions } from './browser-options';

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
    launchOptions: journeyLaunchOptions,
    // A failed journey keeps its trace: each action with its timing and result, the console and
    // the error, beside the failure screenshot below. Not the DOM at each step nor a screencast:
    // recording them for every journey, to throw them away when it passes, cost the browser stage
    // about a third of its processor time (the screencast) and then 50 CPU-seconds and 20 s (the
    // DOM). Nor the network: Playwright records requests in a trace only with the DOM snapshots.
    // E2E_TRACE_DOM=1 records both, to debug a failure step by step.
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_DOM === '1',
      sources: false,
    },
    screenshot: 'only-on-failure',
  },
  testMatch: '**/*.spec.ts',
});
