// Bundles the functions into lib/index.cjs (CommonJS, as the runtime loads it; the sources are ES
// modules, like every other workspace). `firebase deploy` uploads functions/ on its own,
// so the workspace package @app/domain and its zod are bundled in; the Firebase
// SDKs stay external and come from functions/package.json dependencies at deploy time.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'warning',
});
