import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// `npm test` runs this stage at a low priority beside the emulator suites and the browser
// journeys (scripts/test.mjs), where it gets only the processor they leave: a component test can
// take several times its time on a quiet machine (the insights page's largest, ~2 s quiet, took
// 6.8 s there), and so can a hook or a test that starts a process. Vitest's defaults (5 s for a
// test, 10 s for a hook) are for a quiet machine. A test that hangs still fails.
const lowPriorityTimeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

const webTests = {
  ...lowPriorityTimeouts,
  root: './web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  // happy-dom: about a third less time per file than jsdom for the same tests. A file that needs
  // jsdom's computed CSS names it in a `@vitest-environment jsdom` comment.
  environment: 'happy-dom',
  // As a person who asked for less motion: the theme then gives every MUI transition zero
  // duration, so dialogs and menus open at once instead of after real-time animations.
  environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
  setupFiles: ['./vitest.setup.ts'],
  css: false,
};

/** Test files under `root`/`dirs` whose text holds `marker` (paths relative to root). */
function testFilesContaining(root: string, dirs: string[], marker: string): string[] {
  return dirs
    .flatMap((dir) =>
      readdirSync(new URL(`./${root}/${dir}`, import.meta.url), {
        recursive: true,
        encoding: 'utf8',
      })
        .filter((file) => /\.test\.(tsx?|mjs)$/.test(file))
        .map((file) => `${dir}/${file}`),
    )
    .filter((file) =>
      readFileSync(new URL(`./${root}/${file}`, import.meta.url), 'utf8').includes(marker),
    );
}

/** Test files under `root`/`dirs` that replace modules with vi.mock (paths relative to root). */
const testFilesThatMock = (root: string, dirs: string[]) =>
  testFilesContaining(root, dirs, 'vi.mock(');

// The few web files that need jsdom (each says why in its `@vitest-environment jsdom` comment).
const webFilesOnJsdom = testFilesContaining('web', ['src', 'build'], '@vitest-environment jsdom');
const webFilesThatMock = testFilesThatMock('web', ['src', 'build']).filter(
  (file) => !webFilesOnJsdom.includes(file),
);

// The Node projects, each with its tests under its own folders. They share one module graph per
// worker (isolate: false) instead of a fresh process per file: 19 → 8 CPU-s for the three. That
// holds while none of their files replaces a module.
const nodeProjects = [
  { name: 'domain', root: 'packages/domain', dirs: ['src'], files: '**/*.test.ts' },
  { name: 'functions', root: 'functions', dirs: ['src'], files: '**/*.test.ts' },
  { name: 'scripts', root: 'scripts', dirs: ['lib', 'emulators'], files: '**/*.test.mjs' },
];
const nodeFilesThatMock = nodeProjects.flatMap(({ root, dirs }) => testFilesThatMock(root, dirs));
if (nodeFilesThatMock.length > 0) {
  throw new Error(
    `vi.mock in a Node unit test (${nodeFilesThatMock.join(', ')}): these projects run without ` +
      'isolation; give such files a project that empties the module registry per file, as ' +
      'web-mocks does.',
  );
}

// Unit and component tests, next to their code. The emulator suites have their own config in
// tests/vitest.config.ts and run under `firebase emulators:exec` (npm run test:emulators).
export default defineConfig({
  test: {
    projects: [
      ...nodeProjects.map(({ name, root, dirs, files }) => ({
        test: {
          name,
          ...lowPriorityTimeouts,
          root: `./${root}`,
          include: dirs.map((dir) => `${dir}/${files}`),
          environment: 'node',
          isolate: false,
        },
      })),
      {
        extends: './web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web',
          exclude: [...webFilesThatMock, ...webFilesOnJsdom],
          // One module graph and one DOM for all these files: most of a component test's time
          // is importing MUI and React into a fresh environment, paid once per worker here.
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web-mocks',
          include: webFilesThatMock,
          // vi.mock replaces a module for the whole graph it runs in, so each of these files gets a
          // graph of the project's modules to itself (the first setup file empties the registry),
          // while sharing the worker, the DOM and node_modules: 51 s isolated, 24 s this way.
          isolate: false,
          setupFiles: ['./vitest.setup.fresh-modules.ts', ...webTests.setupFiles],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          ...webTests,
          name: 'web-jsdom',
          include: webFilesOnJsdom,
          // A project of their own: among the happy-dom files of another project, each one had
          // Vitest start a jsdom worker for it and then a new happy-dom worker for the files after
          // it, which imported React and MUI again. A graph of the project's modules per file, as
          // in web-mocks, since some of them mock.
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./vitest.setup.fresh-modules.ts', ...webTests.setupFiles],
        },
      },
    ],
  },
});
