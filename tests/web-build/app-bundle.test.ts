// What the signed-in app's build leaves out on purpose, read from the build the Hosting emulator
// serves (WEB_DIST_DIR picks another build; default web/dist). The first-load figures themselves
// are `npm run bench:app`'s.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const assetsDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'web/dist', 'assets');
const scripts = readdirSync(assetsDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(path.join(assetsDir, file), 'utf8') }));

describe(`the signed-in app's scripts (${path.relative(repoRoot, assetsDir)})`, () => {
  it('finds the Firestore SDK in the build', () => {
    const firestore = scripts.filter(({ code }) => code.includes('firestore.googleapis.com'));
    expect(firestore.length).toBeGreaterThan(0);
  });

  it("carries no regular-expression engine for Firestore's Pipeline queries (web/build/firestore-without-re2js.ts)", () => {
    // An error message of re2js's parser, kept verbatim by the minifier.
    const withEngine = scripts
      .filter(({ code }) => code.includes('invalid character class range'))
      .map(({ file }) => file);
    expect(withEngine).toEqual([]);
  });

  it("carries no JSON Schema converter of zod's (web/build/zod-without-json-schema.ts)", () => {
    // The converter writes this address into every schema it produces.
    const withConverter = scripts
      .filter(({ code }) => code.includes('json-schema.org/draft'))
      .map(({ file }) => file);
    expect(withConverter).toEqual([]);
  });

  it("carries no data router of React Router's (web/src/app/routes/route-table.tsx)", () => {
    // createRouter's own check of its arguments, kept verbatim by the minifier.
    const withDataRouter = scripts
      .filter(({ code }) => code.includes('non-empty routes array'))
      .map(({ file }) => file);
    expect(withDataRouter).toEqual([]);
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
