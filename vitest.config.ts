import { defineConfig } from 'vitest/config';

// Unit and component tests, next to their code. The emulator suites have their own config in
// tests/vitest.config.ts and run under `firebase emulators:exec` (npm run test:emulators).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['lib/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          css: false,
        },
      },
    ],
  },
});
