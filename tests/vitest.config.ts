import { defineConfig } from 'vitest/config';

// Emulator suites: one worker at a time (Vitest 4's replacement for the old single-fork pool),
// because every file shares one demo project; each file still gets fresh modules.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    sequence: { concurrent: false },
  },
});
