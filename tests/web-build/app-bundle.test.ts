// What the signed-in app's build leaves out on purpose, and the shell it starts from (app.html),
// read from the build the Hosting emulator serves (WEB_DIST_DIR picks another build; default
// web/dist). The first-load figures themselves are `npm run bench:app`'s.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { distDir } from './built-dist';

const assetsDir = path.join(distDir, 'assets');
const scripts = readdirSync(assetsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(path.join(assetsDir, file), 'utf8') }));

describe(`the signed-in app's scripts (${path.relative(repoRoot, assetsDir)})`, () => {
  it('finds the Firestore SDK in the build', () => {
    const firestore = scripts.filter(({ code }) => code.includes('firestore.googleapis.com'));
    expect(firestore.length).toBeGreaterThan(0);
  });

  // Code the build leaves out on purpose, each found by a text its minified code keeps verbatim.
  it.each([
    {
      what: "a regular-expression engine for Firestore's Pipeline queries",
      where: 'web/build/firestore-without-re2js.ts',
      // An error message of re2js's parser.
      marker: 'invalid character class range',
    },
    {
      what: "zod's JSON Schema converter",
      where: 'web/build/zod-without-json-schema.ts',
      // The address the converter writes into every schema it produces.
      marker: 'json-schema.org/draft',
    },
    {
      what: "React Router's data router",
      where: 'web/src/app/routes/route-table.tsx',
      // createRouter's own check of its arguments.
      marker: 'non-empty routes array',
    },
  ])('carries no $what ($where)', ({ marker }) => {
    const carrying = scripts.filter(({ code }) => code.includes(marker)).map(({ file }) => file);
    expect(carrying).toEqual([]);
  });

  it('keeps the grouped shared files free of app code (web/build/chunk-groups.ts)', () => {
    // app-start, app-kit, mui-start and mui-shell may import libraries and each other, never a
    // file of the app's screens: such an import could form a cycle whose modules run in the wrong
    // order.
    const libraryFile =
      /^(rolldown-runtime|react|router|mui-core|mui|mui-start|mui-shell|icons|domain|domain-basics|app-start|app-kit|firestore|firebase-app|shim)-[\w-]+\.js$/;
    const groups = ['app-kit', 'app-start', 'mui-shell', 'mui-start'];
    const groupOf = (file: string) => groups.find((group) => file.startsWith(`${group}-`));
    const grouped = scripts.filter(({ file }) => groupOf(file) !== undefined);
    expect(grouped.map(({ file }) => groupOf(file)).sort()).toEqual([
      'app-kit',
      'app-start',
      'mui-shell',
      'mui-start',
    ]);
    for (const { file, code } of grouped) {
      const imported = [...code.matchAll(/from\s*"\.\/([^"]+)"|import\s*"\.\/([^"]+)"/g)].map(
        (match) => match[1] ?? match[2]!,
      );
      expect(
        imported.filter((name) => !libraryFile.test(name)),
        file,
      ).toEqual([]);
    }
  });
});

describe("the signed-in app's shell (app.html)", () => {
  // The app renders once the page's code is in (web/src/main.tsx); until then, this loader.
  it('shows the loader from the first byte, with its style, and starts the app', () => {
    const shell = readFileSync(path.join(distDir, 'app.html'), 'utf8');
    const root = shell.slice(shell.indexOf('<div id="root">'));
    expect(root).toMatch(/^<div id="root"><div [^>]*role="progressbar" aria-label="Carregando"/);
    // The spinner's own style came with it (no unstyled flash), and the app still starts.
    const spinnerClass = /MuiCircularProgress-root[^"]* (css-[\w-]+)/.exec(root)?.[1];
    expect(spinnerClass).toBeDefined();
    expect(shell).toContain(`.${spinnerClass}{`);
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });

  it("the dashboard's shell also preloads what every signed-in screen needs, /login's does not", () => {
    const preloads = (file: string) =>
      [
        ...readFileSync(path.join(distDir, file), 'utf8').matchAll(
          /rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g,
        ),
      ].map((match) => match[1]!);
    const app = preloads('app.html');
    const dashboard = preloads('dashboard.html');
    expect(dashboard).toEqual(expect.arrayContaining(app));
    for (const chunk of ['firestore-', 'session-', 'dashboard-root-']) {
      expect(
        dashboard.some((file) => file.startsWith(chunk)),
        chunk,
      ).toBe(true);
      expect(
        app.some((file) => file.startsWith(chunk)),
        chunk,
      ).toBe(false);
    }
    // firebase.json serves it under /dashboard (cleanUrls) and /dashboard/**.
    const hosting = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')).hosting;
    expect(hosting.rewrites[0]).toEqual({
      source: '/dashboard/**',
      destination: '/dashboard.html',
    });
  });
});
