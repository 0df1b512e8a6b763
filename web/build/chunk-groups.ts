// Which modules the build groups into a file of their own, beside the library groups of
// vite.config.ts. Read from the source at build time, so a new screen or helper lands in the right
// file without anyone editing a list:
// - "app-kit": the app's small shared modules (src/lib, src/components, src/config). Left to
//   itself the bundler gave each helper used by a different set of screens its own file: a
//   signed-in first load fetched ~20 files of 0.2–1.5 kB each.
// - "mui-shell": the MUI components the dashboard's frame shows (sidebar, top bar, notifications)
//   with everything they import inside MUI ("mui-start": the same for the app's start). Every
//   signed-in screen loads them; grouped per set of screens they came in a dozen files, and which
//   file held what shifted with every change (once dragging the text fields, 15 KiB, into the
//   dashboard through a shared context).
// It also names the icons a set of modules imports (iconsOf), for the frame's icon file.
// Neither group may import the app or a file that imports it back, so each only takes modules
// whose imports stay inside the group or in libraries every signed-in screen loads (no import
// cycle, the way a larger MUI grouping once broke start-up), and neither takes what the app's
// start loads (that stays with the start, so /login does not download the dashboard's parts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Libraries every signed-in screen loads anyway, so an app-kit member may import them; MUI's
 * components only where the frame or the start already loads them (`muiLoaded`).
 */
const KIT_PACKAGES =
  /^(react|react\/jsx-runtime|react-dom|react-router|react-router-dom|notistack|@app\/domain|@mui\/material\/styles|@mui\/icons-material\/[\w-]+)$/;
const MUI_COMPONENTS = /^@mui\/material(\/[\w-]+)?$/;
const SHARED_DIRS = ['lib', 'components', 'config'];
const EXTENSIONS = ['.ts', '.tsx'];
/** Runtime imports and re-exports: `import x from`, `import { a, type B } from`, `export * from`, `import 'x'`. */
const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
/** `import { List, type SxProps } from '@mui/material'`. */
const MUI_NAMED = /^\s*import\s+\{([^}]*)\}\s+from\s+['"]@mui\/material['"]/gm;
/** `import useMediaQuery from '@mui/material/useMediaQuery'`. */
const MUI_PATH = /^\s*import\s+(?!type\s)[^'";]*?\sfrom\s+['"]@mui\/material\/([\w-]+)['"]/gm;
/** `import('./app/app')` in the app's entry: the parts of its start. */
const DYNAMIC_LOCAL_IMPORT = /\bimport\(\s*['"]((?:\.{1,2}|@)\/[^'"]+)['"]\s*\)/g;
/** `import Menu from '@mui/icons-material/Menu'`. */
const ICON_IMPORT = /['"]@mui\/icons-material\/([\w-]+)['"]/g;
/** Relative imports inside MUI's ES modules. */
const MUI_RELATIVE = /(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    const isSource = EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.includes('.test.');
    return isSource ? [file] : [];
  });
}

function resolveLocal(from: string, specifier: string, srcDir: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

const sources = new Map<string, string>();
/** A file's text, read once per build however many of the scans below look at it. */
function source(file: string): string {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
}

const importsCache = new Map<string, { local: string[]; packages: string[] }>();

/** The modules a file imports at run time (dynamic imports excluded), local ones resolved. */
function importsOf(file: string, srcDir: string) {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const local: string[] = [];
  const packages: string[] = [];
  for (const match of source(file).matchAll(STATIC_IMPORT)) {
    const specifier = match[3]!;
    if (specifier.startsWith('.') || specifier.startsWith('@/')) {
      const resolved = resolveLocal(file, specifier, srcDir);
      if (resolved) local.push(resolved);
      else packages.push(specifier); // e.g. a `?raw` import: never a member
    } else {
      packages.push(specifier);
    }
  }
  const result = { local, packages };
  importsCache.set(file, result);
  return result;
}

/** Every local module the entries reach through static imports. */
export function reachableFrom(entries: readonly string[], srcDir: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    importsOf(file, srcDir).local.forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/**
 * What the app's start loads on every route: its entry, the modules the entry imports with
 * `import()`, and everything those import.
 */
export function appStart(entry: string, srcDir: string): Set<string> {
  const parts = [...source(entry).matchAll(DYNAMIC_LOCAL_IMPORT)]
    .map((match) => resolveLocal(entry, match[1]!, srcDir))
    .filter((file): file is string => file !== null);
  return reachableFrom([entry, ...parts], srcDir);
}

/**
 * The app-kit's members (absolute paths), given the modules to leave out and the MUI components
 * (their `index.mjs` files) that every signed-in screen loads anyway.
 */
export function appKitMembers(options: {
  srcDir: string;
  muiDir: string;
  excluded: ReadonlySet<string>;
  muiLoaded: ReadonlySet<string>;
}): Set<string> {
  const { srcDir, muiDir, excluded, muiLoaded } = options;
  const importsOnlyLoaded = (file: string) =>
    importsOf(file, srcDir).packages.every(
      (specifier) => KIT_PACKAGES.test(specifier) || MUI_COMPONENTS.test(specifier),
    ) && [...muiComponentsOf([file], muiDir)].every((component) => muiLoaded.has(component));
  const candidates = SHARED_DIRS.flatMap((dir) => sourceFiles(path.join(srcDir, dir)));
  const members = new Set(
    candidates.filter((file) => !excluded.has(file) && importsOnlyLoaded(file)),
  );
  // Drop every module that imports a non-member, until none does.
  let changed = true;
  while (changed) {
    changed = false;
    for (const file of members) {
      if (importsOf(file, srcDir).local.some((dep) => !members.has(dep))) {
        members.delete(file);
        changed = true;
      }
    }
  }
  return members;
}

/** The MUI component folders the given app modules import (`List`, `useMediaQuery`, ...). */
function muiComponentsOf(files: Iterable<string>, muiDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const code = source(file);
    for (const match of code.matchAll(MUI_NAMED)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
    for (const match of code.matchAll(MUI_PATH)) names.add(match[1]!);
  }
  return new Set(
    [...names]
      .map((name) => path.join(muiDir, name, 'index.mjs'))
      .filter((file) => existsSync(file)),
  );
}

/** The names of the MUI icons the given app modules import (`Menu`, `LogoutOutlined`, ...). */
export function iconsOf(files: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const match of source(file).matchAll(ICON_IMPORT)) names.add(match[1]!);
  }
  return names;
}

/**
 * Every MUI module the given ones reach through MUI's own relative imports, not counting or
 * entering the styling core (`isCore`): its index files re-export half of MUI, and following them
 * would claim modules no screen of the set uses.
 */
function muiClosure(starts: Iterable<string>, isCore: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isCore(file) || !existsSync(file)) return;
    seen.add(file);
    for (const match of source(file).matchAll(MUI_RELATIVE)) {
      visit(path.resolve(path.dirname(file), match[1]!));
    }
  };
  for (const file of starts) visit(file);
  return seen;
}

/**
 * The mui-shell's members: the MUI modules that the frame's app modules (what `shellEntry`
 * reaches) use, with their MUI dependencies, less what the app's start already loads and what
 * the styling-core group takes. `atStart`: the MUI the app's start uses (its own file, "mui-start",
 * for the same reasons). `loaded`: every MUI module a signed-in screen has loaded once the frame is
 * up (the start's and the shell's).
 */
export function muiShell(options: {
  srcDir: string;
  muiDir: string;
  shellEntry: string;
  start: ReadonlySet<string>;
  isCore: (file: string) => boolean;
}): { members: Set<string>; atStart: Set<string>; loaded: Set<string> } {
  const { srcDir, muiDir, shellEntry, start, isCore } = options;
  const shell = [...reachableFrom([shellEntry], srcDir)].filter((file) => !start.has(file));
  const atStart = muiClosure(muiComponentsOf(start, muiDir), isCore);
  const forShell = muiClosure(muiComponentsOf(shell, muiDir), isCore);
  return {
    members: new Set([...forShell].filter((file) => !atStart.has(file))),
    atStart,
    loaded: new Set([...atStart, ...forShell]),
  };
}
