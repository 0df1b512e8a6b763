// zod 4 builds every schema with methods that convert it to JSON Schema (`toJSONSchema()`, the
// Standard Schema's `jsonSchema`), so the converter (to-json-schema.js and
// json-schema-processors.js, about 6 KiB gzip) stays in the bundle although the app only parses:
// it sat in every signed-in first load. This plugin hands zod, and only zod, stand-ins of those
// two modules with the same exports: the factories zod calls while building a schema return a
// function, and anything that would actually convert a schema throws an error naming this file.
// The functions (server side) keep the real converter; they are not built by Vite.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const REPLACED = /^\.\.?\/(core\/)?(to-json-schema|json-schema-processors)\.js$/;
const PREFIX = '\0zod-without-json-schema:';
const FAILURE =
  "throw new Error('Conversão de schemas zod para JSON Schema não está disponível no app (web/build/zod-without-json-schema.ts)')";

/** The names a module exports (functions, constants, classes and `export { a as b }` lists). */
export function exportedNames(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(
    /^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/gm,
  )) {
    names.add(match[1]!);
  }
  for (const match of code.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** A module with the same exports: factories return a throwing function, the rest throw. */
export function standInFor(code: string): string {
  const factories = /^create\w*Method$/;
  return exportedNames(code)
    .map((name) =>
      factories.test(name)
        ? `export const ${name} = () => () => { ${FAILURE}; };`
        : `export const ${name} = () => { ${FAILURE}; };`,
    )
    .join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'escola:zod-without-json-schema',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !REPLACED.test(source)) return null;
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(importer)) return null;
      return PREFIX + path.resolve(path.dirname(importer), source);
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return standInFor(readFileSync(id.slice(PREFIX.length), 'utf8'));
    },
  };
}
