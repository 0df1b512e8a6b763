import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { QuietTriggersOrder } from './support/suite-order';

// Emulator suites: one worker at a time (Vitest 4's replacement for the old single-fork pool),
// because every file shares one demo project.
export default defineConfig({
  // Suites that run the web app's own data code (class editor saves) import it with its alias.
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['support/rules-coverage.global-setup.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    // The files share one module graph (SDKs, admin app, support code) instead of importing it
    // afresh each: the Vitest stage took 128 s isolated and 82 s shared.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    sequence: { concurrent: false, sequencer: QuietTriggersOrder },
  },
});
