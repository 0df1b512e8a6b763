// The Firestore SDK (4.17) imports re2js, a regular-expression engine, for one purpose: evaluating
// the `like`, `regexContains` and `regexMatch` expressions of Pipeline queries on the client. The
// app runs no Pipeline query, yet the engine's classes sit in the SDK's core and the bundler cannot
// drop them: re2js was a third of the Firestore chunk (about 44 KiB of 134 KiB gzip) in every
// signed-in first load. This plugin hands the Firestore SDK, and only it, a stand-in whose
// `compile` throws; the SDK catches that error, logs a warning and treats the expression as an
// error, so a Pipeline regex added later would fail visibly in the console, naming this file.
import type { Plugin } from 'vite';

const STAND_IN = '\0firestore-without-re2js';

export function firestoreWithoutRe2js(): Plugin {
  return {
    name: 'escola:firestore-without-re2js',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 're2js' || !importer) return null;
      return /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]/.test(importer) ? STAND_IN : null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return [
        'export class RE2JS {',
        '  static compile() {',
        "    throw new Error('Expressões regulares de Pipeline não estão disponíveis neste app (web/build/firestore-without-re2js.ts)');",
        '  }',
        '}',
      ].join('\n');
    },
  };
}
