// What a visitor downloads for the public pages: the entry chunk, the start-up steps it imports,
// the route's lazy chunk and everything they import statically (all preloaded together), read from the
// Vite manifest of the build the Hosting emulator serves. Reports the gzip size and checks that
// none of it carries the Firestore, Storage or Functions SDK, and that the lead popup's script
// (loaded on demand, calling the function with fetch) stays small, with no SDK and no zod. WEB_DIST_DIR picks another build (default web/dist).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const distDir = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'web/dist');

type ManifestChunk = {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(
  readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;

/**
 * Strings only the SDKs we keep off the public pages contain (their service endpoints). Auth too:
 * the header reads the stored session instead (web/src/lib/stored-session.ts).
 */
const FORBIDDEN_SDK_MARKERS = {
  auth: 'identitytoolkit.googleapis.com',
  firestore: 'firestore.googleapis.com',
  storage: 'firebasestorage.googleapis.com',
  // A header only the Functions SDK sends (the lead script builds a cloudfunctions.net address
  // itself, so the domain would not tell them apart).
  functions: 'Firebase-Instance-ID-Token',
} as const;

/** The route pages, as their source paths appear in the manifest. */
const ROUTES = {
  '/': 'src/features/public-site/landing/landing-page.tsx',
  '/planos': 'src/features/public-site/plans/plans-page.tsx',
} as const;

/**
 * The manifest key of a module's chunk. A module that other chunks also import from (the plans
 * page shares its messages with the lead popup; lib/functions.ts is imported statically by the
 * dashboard and dynamically by the lead popup) is keyed by its chunk name, not its source path:
 * a dynamic entry named after the file, or else a shared chunk ("_name-hash.js") of that name.
 */
function chunkKey(source: string): string {
  if (manifest[source]) return source;
  const name = path.basename(source, path.extname(source));
  const named = Object.keys(manifest).filter((k) => manifest[k]!.name === name);
  const key =
    named.find((k) => manifest[k]!.isDynamicEntry) ?? named.find((k) => k.startsWith('_'));
  if (!key) throw new Error(`${source} não está no manifest de ${distDir}`);
  return key;
}

/** A chunk plus its static imports, transitively: what the browser fetches before rendering. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} não está no manifest de ${distDir}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function download(route: keyof typeof ROUTES) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('manifest sem entry');
  // main.tsx starts the app in steps (dynamic imports), all of them on every page.
  const startUp = staticClosure(entry);
  for (const step of manifest[entry]!.dynamicImports ?? []) staticClosure(step, startUp);
  const keys = staticClosure(chunkKey(ROUTES[route]), startUp);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const contents = files.map((file) => readFileSync(path.join(distDir, file)));
  const raw = contents.reduce((sum, buffer) => sum + buffer.length, 0);
  const gzip = contents.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0);
  return { files, contents, raw, gzip };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe(`public pages' JavaScript (${path.relative(repoRoot, distDir)})`, () => {
  for (const route of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
    it(`${route}: reports the gzip size and carries no Auth/Firestore/Storage/Functions SDK`, () => {
      const { files, contents, raw, gzip } = download(route);
      console.log(`${route}: ${files.length} arquivos JS, ${kB(raw)} (gzip ${kB(gzip)})`);
      for (const [sdk, marker] of Object.entries(FORBIDDEN_SDK_MARKERS)) {
        const offenders = files.filter((_, i) => contents[i]!.includes(marker));
        expect(offenders, `${sdk} SDK em ${route}`).toEqual([]);
      }
      // Budget with headroom: a jump past it means a heavy dependency slipped into the first load.
      expect(gzip).toBeLessThan(240 * 1024);
    });
  }

  it("the lead popup's script is small and carries no Firebase SDK and no zod", () => {
    const planos = new Set(download('/planos').files);
    const formKey = chunkKey('src/features/public-site/lead/lead-form.ts');
    expect(planos.has(manifest[formKey]!.file), 'o script do popup vem sob demanda').toBe(false);

    // Everything the popup's script fetches, on top of what the page already loaded.
    const reachable = [...staticClosure(formKey)].filter((key) => !planos.has(manifest[key]!.file));
    const code = reachable.map((key) => readFileSync(path.join(distDir, manifest[key]!.file)));
    for (const [sdk, marker] of Object.entries(FORBIDDEN_SDK_MARKERS)) {
      const offenders = reachable.filter((_, i) => code[i]!.includes(marker));
      expect(offenders, `${sdk} SDK no popup de lead`).toEqual([]);
    }
    // zod's own error text: none of its builds may come with the popup.
    const withZod = reachable.filter((_, i) => code[i]!.includes('Invalid input'));
    expect(withZod, 'zod no popup de lead').toEqual([]);
    const gzip = code.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0);
    console.log(`popup de lead: ${reachable.length} arquivos JS, gzip ${kB(gzip)}`);
    expect(gzip).toBeLessThan(10 * 1024);
  });
});
