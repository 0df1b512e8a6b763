import { defineConfig } from 'vitest/config';

// Emulator suites: one worker, because every file shares one demo project and clears it.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    fileParallelism: false,
    pool: 'forks',
    poolOptions: { forks: { singleFork: true } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    sequence: { concurrent: false },
  },
});
