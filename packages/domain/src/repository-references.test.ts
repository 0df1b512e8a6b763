// The repository stands alone: no tracked file may send a maintainer to a document that is not
// in it (a sibling folder of shared notes, a DESIGN or CONVENTIONS file, a product spec and its
// numbered sections). What the product does is in docs/product.md and how the code is organised
// in docs/architecture.md; cite those instead. It lives in the domain project only because that
// project runs in Node; it reads the whole working tree.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// Each pattern is written so that it does not match its own source text (hence the [ ] and [.]).
const FORBIDDEN: readonly RegExp[] = [
  /\bDESIGN[ ]§/,
  /\bCONVENTIONS[ ]§/,
  /\bspec[ ]§/i,
  /\bDESIGN[.]md\b/,
  /\bCONVENTIONS[.]md\b/,
  /\bproduct[-]spec\b/,
];

/** A path out of the repository into the sibling folder of notes (built so it does not match itself). */
const SHARED_FOLDER = new RegExp(['\\.\\.', 'shared', ''].join('/'));

const SKIPPED_FILES = /(^|\/)(node_modules\/|package-lock\.json$|yarn\.lock$|pnpm-lock\.yaml$)/;
const BINARY_EXTENSIONS =
  /\.(png|jpe?g|gif|webp|ico|svgz|pdf|zip|gz|jar|class|woff2?|ttf|otf|eot|mp4|webm|mp3)$/i;

/** Tracked files, or null outside a git checkout (an exported tarball has nothing to scan). */
function trackedFiles(): string[] | null {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** The file's text, or null for binary, deleted or skipped files. */
function readText(file: string): string | null {
  if (SKIPPED_FILES.test(file) || BINARY_EXTENSIONS.test(file)) return null;
  const full = path.join(repoRoot, file);
  if (!existsSync(full)) return null; // deleted in the working tree, not yet in the index
  const bytes = readFileSync(full);
  if (bytes.subarray(0, 8000).includes(0)) return null;
  return bytes.toString('utf8');
}

/** "file:line: text" for every line citing a document outside the repository. */
function externalReferences(files: readonly string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const text = readText(file);
    if (text === null) continue;
    text.split(/\r?\n/).forEach((line, index) => {
      const cites = FORBIDDEN.some((pattern) => pattern.test(line)) || SHARED_FOLDER.test(line);
      if (cites) hits.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return hits;
}

const files = trackedFiles();

describe('repository references', () => {
  it.skipIf(files === null)('cites no document outside the repository', () => {
    expect(externalReferences(files ?? [])).toEqual([]);
  });

  it('recognises a link to the sibling folder', () => {
    const sibling = ['..', 'shared', 'DOC'].join('/');
    expect(SHARED_FOLDER.test(`see ${sibling}.md`)).toBe(true);
    expect(SHARED_FOLDER.test(`import { db } from '../common/admin';`)).toBe(false);
  });
});
