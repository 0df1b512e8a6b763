// The repository stands alone: no tracked file may send a maintainer to a document that is not
// in it (a sibling folder of shared notes, a DESIGN or CONVENTIONS file, a product spec and its
// numbered sections). What the product does is in docs/product.md and how the code is organised
// in docs/architecture.md; cite those instead. And a path it cites inside the repository
// (`web/src/lib/use-read.ts`, `scripts/emulators/`, a Markdown link) must exist: a file that moved
// leaves no stale pointer behind. It lives in the domain project only because that project runs in
// Node; it reads the whole working tree.
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

/**
 * Tracked files and new ones not ignored, or null outside a git checkout (an exported tarball has
 * nothing to scan).
 */
function trackedFiles(): string[] | null {
  try {
    const out = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
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

// --- Paths inside the repository -----------------------------------------------------------------

/** Top-level folders whose paths are checked; `tools` is gone, so citing it is stale too. */
const PATH_ROOTS = ['web', 'functions', 'packages', 'tests', 'scripts', 'docs', 'bench', 'tools'];

/**
 * A path from the repository root: a root folder, then path characters, not glued to a longer
 * path or word before it (`../../scripts/x.mjs` is an import, which TypeScript checks).
 */
const ROOTED_PATH = new RegExp(
  `(?<![\\w./@-])(?:${[...PATH_ROOTS, '\\.ci'].join('|')})/[\\w.\\-/<>{}*\\[\\]…$]*`,
  'g',
);

/** A Markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** Placeholders and globs stand for many paths (`<feature>`, `*`, `{id}`, `[slug]`, `${dir}`). */
const PLACEHOLDER = /[<>{}*[\]…$]/;

/**
 * Paths cited on purpose that are not in git: files a person creates and what a build or an
 * install writes. Add to this list only such a path, never a file that moved.
 */
const NOT_TRACKED_ON_PURPOSE = new Set([
  'functions/.env', // the functions' settings (APP_URL), created per project
  'functions/.secret.local', // the emulators' secrets, created by the developer
  'web/.env.production.local', // production settings, created before a deploy
  'web/.env.local', // local overrides, created by the developer
]);
const GENERATED_FOLDERS = [
  'functions/lib/', // the deploy bundle, written by functions/build.mjs
  'web/dist/', // the web build
  'bench/node_modules/', // Lighthouse, installed on first use of bench:public
];

/** Files that are only text to scan for stale paths (code, docs, rules, config, scripts). */
const SCANNED_FOR_PATHS = /(\.(md|ts|tsx|mts|cts|mjs|cjs|js|rules|json|java|html|sh)|^\.ci\/run)$/;

/**
 * Files whose paths are examples by design: the borders test writes its fixtures to those paths
 * in a temporary copy of the repository, and the fixtures cross the borders on purpose.
 */
const EXAMPLE_FILES = /^scripts\/lib\/import-borders(-fixtures\/|\.test\.mjs$)/;

/** Files and folders (with a trailing slash) in the checkout: tracked or new, and on disk. */
function existingPaths(files: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    if (!existsSync(path.join(repoRoot, file))) continue; // moved away, not yet in the index
    paths.add(file);
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      paths.add(`${parts.slice(0, depth).join('/')}/`);
    }
  }
  return paths;
}

/** The cited path as it would be looked up, or null when it is not a checkable path. */
function checkablePath(raw: string): string | null {
  const cited = raw.replace(/[.,:;]+$/, '');
  if (PLACEHOLDER.test(cited) || NOT_TRACKED_ON_PURPOSE.has(cited)) return null;
  if (GENERATED_FOLDERS.some((folder) => cited.startsWith(folder))) return null;
  const last = cited.split('/').pop() ?? '';
  // A file (its name has an extension) or a folder (a trailing slash); `web/src` alone is prose.
  if (!cited.endsWith('/') && !/\.\w+$/.test(last)) return null;
  return cited;
}

/** A Markdown link's target, resolved from the linking file, or null for a URL or an anchor. */
function linkedPath(file: string, target: string): string | null {
  if (/^([a-z]+:|#|\/)/i.test(target) || PLACEHOLDER.test(target)) return null;
  const withoutAnchor = target.replace(/#.*$/, '');
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), withoutAnchor));
  if (resolved.startsWith('..')) return target; // out of the repository: always stale
  const isFolder = withoutAnchor.endsWith('/') || !/\.\w+$/.test(withoutAnchor);
  return isFolder && !resolved.endsWith('/') ? `${resolved}/` : resolved;
}

/** "file:line: path" for every cited in-repository path that does not exist. */
function stalePaths(files: readonly string[]): string[] {
  const existing = existingPaths(files);
  const exists = (cited: string) => existing.has(cited) || existing.has(`${cited}/`);
  const hits: string[] = [];
  for (const file of files) {
    if (!SCANNED_FOR_PATHS.test(file) || EXAMPLE_FILES.test(file)) continue;
    const text = readText(file);
    if (text === null) continue;
    text.split(/\r?\n/).forEach((line, index) => {
      const cited = [...line.matchAll(ROOTED_PATH)].map((match) => checkablePath(match[0]));
      if (file.endsWith('.md')) {
        const targets = [...line.matchAll(MARKDOWN_LINK)].map((match) => match[1] ?? '');
        cited.push(...targets.map((target) => linkedPath(file, target)));
      }
      for (const target of new Set(cited)) {
        if (target !== null && !exists(target)) hits.push(`${file}:${index + 1}: ${target}`);
      }
    });
  }
  return hits;
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

  it.skipIf(files === null)('cites only paths that exist in the repository', () => {
    expect(stalePaths(files ?? [])).toEqual([]);
  });

  it('reads a cited path the way a maintainer would', () => {
    const paths = (line: string) =>
      [...line.matchAll(ROOTED_PATH)].map((match) => checkablePath(match[0]));
    expect(paths('see `web/src/lib/use-read.ts`.')).toEqual(['web/src/lib/use-read.ts']);
    expect(paths('under scripts/emulators/, then docs/decisions.md.')).toEqual([
      'scripts/emulators/',
      'docs/decisions.md',
    ]);
    expect(paths('in `web/src/features/<feature>/api/` and tests/e2e/*.spec.ts')).toEqual([
      null,
      null,
    ]);
    expect(paths("import x from '../../scripts/emulators/ports.mjs';")).toEqual([]);
    expect(paths('the web/src folder, @app/domain, functions/src/<área>/')).toEqual([null, null]);
    expect(linkedPath('docs/architecture.md', '../scripts/emulators/README.md#portas')).toBe(
      'scripts/emulators/README.md',
    );
    expect(linkedPath('docs/product.md', 'decisions.md')).toBe('docs/decisions.md');
    expect(linkedPath('README.md', 'https://firebase.google.com')).toBeNull();
  });

  it('recognises a link to the sibling folder', () => {
    const sibling = ['..', 'shared', 'DOC'].join('/');
    expect(SHARED_FOLDER.test(`see ${sibling}.md`)).toBe(true);
    expect(SHARED_FOLDER.test(`import { db } from '../common/admin';`)).toBe(false);
  });
});
