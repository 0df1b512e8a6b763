// What a visitor's browser runs on the public pages, read from the build the Hosting emulator
// serves (WEB_DIST_DIR picks another build; default web/dist): each prerendered page's HTML names
// no script or preload of the app (no React, no MUI runtime, no Firebase SDK, no zod), only a few
// inline lines; the sales page adds the lead popup's script, loaded on idle or first press, which
// must stay small and free of the SDKs and zod. Prints the figures.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { distDir } from './built-dist';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(
  readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** Strings only these libraries contain. */
const FORBIDDEN = {
  react: 'react.transitional.element',
  firebaseAuth: 'identitytoolkit.googleapis.com',
  firestore: 'firestore.googleapis.com',
  storage: 'firebasestorage.googleapis.com',
  // A header only the Functions SDK sends (the lead script builds its cloudfunctions.net address
  // itself, so the domain would not tell them apart).
  functions: 'Firebase-Instance-ID-Token',
  // zod's own error text, in its full and mini builds.
  zod: 'Invalid input',
} as const;

const LEAD_SCRIPT = 'src/features/public-site/lead/lead-page-script.ts';

/**
 * The app's shells: the dashboard's and the one for the other app routes (/login, …); and the
 * emulators' outbox, which only the emulator build has (docs/operations.md).
 */
const shells = ['app.html', 'dashboard.html', 'caixa-de-saida.html'];
/** The prerendered pages: every .html of the build but the app's shells. */
const pages = readdirSync(distDir).filter(
  (file) => file.endsWith('.html') && !shells.includes(file),
);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** A chunk and what it imports statically: what the browser fetches for it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} não está no manifest de ${distDir}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

describe(`public pages' JavaScript (${path.relative(repoRoot, distDir)})`, () => {
  it('finds the prerendered pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'planos.html', 'sobre.html']));
  });

  for (const page of pages) {
    it(`${page}: loads no app script, only a few inline lines`, () => {
      const html = readFileSync(path.join(distDir, page), 'utf8');
      expect(html, 'script externo').not.toMatch(/<script[^>]*\ssrc=/);
      expect(html, 'modulepreload').not.toContain('modulepreload');
      const inline = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      );
      for (const [library, marker] of Object.entries(FORBIDDEN)) {
        expect(inline.join('\n'), `${library} em ${page}`).not.toContain(marker);
      }
      // The only module a page may import: the lead popup's script, on the sales page (its
      // address rides on the inline script's data-lead-src, so the script's CSP hash is stable).
      const imported = [...html.matchAll(/data-lead-src="([^"]+)"/g)].map((m) => m[1]!);
      expect(imported, page).toEqual(
        html.includes('data-opens-lead') ? [`/${manifest[LEAD_SCRIPT]!.file}`] : [],
      );
      console.log(`${page}: ${inline.length} scripts inline, gzip ${kB(gzip(inline.join('')))}`);
    });
  }

  it("the lead popup's script is small and carries no React, Firebase SDK or zod", () => {
    const files = [...closure(LEAD_SCRIPT)].map((key) => manifest[key]!.file);
    const code = files.map((file) => readFileSync(path.join(distDir, file)));
    for (const [library, marker] of Object.entries(FORBIDDEN)) {
      const offenders = files.filter((_, i) => code[i]!.includes(marker));
      expect(offenders, `${library} no popup de lead`).toEqual([]);
    }
    const size = code.reduce((sum, buffer) => sum + gzip(buffer), 0);
    console.log(`popup de lead: ${files.length} arquivos JS, gzip ${kB(size)}`);
    // With the pages' inline lines, what runs before the first interaction stays under 10 kB.
    expect(size).toBeLessThan(8 * 1024);
  });
});
