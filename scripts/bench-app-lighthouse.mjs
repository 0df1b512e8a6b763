// `npm run bench:app:lighthouse [-- --runs 3] [-- --cpu-slowdown 10] [-- --save-trace [dir]]
// [-- --tiny]`: Lighthouse's mobile performance of the signed-in app (the dashboard, a class page,
// the admin's user list) for a member coming back on their phone: HTTP cache empty, session kept
// (scripts/bench/app-lighthouse.ts). Runs its own emulators on the tests' emulator build, like
// bench:app: stop `npm start` first. SKIP_WEB_BUILD=1 reuses web/dist as it is.
// Lighthouse lives in bench/ (installed here on first use) to keep it out of `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './emulators/local-emulators.mjs';
import { benchInEmulators } from './lib/bench-in-emulators.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(
    `Chromium não encontrado em ${chromePath} (apt-get install chromium, ou CHROMIUM_PATH).`,
  );
  process.exit(1);
}
const benchDir = path.join(repoRoot, 'bench');
if (!existsSync(path.join(benchDir, 'node_modules', 'lighthouse'))) {
  console.log('Instalando o Lighthouse em bench/ (só na primeira vez)…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

await benchInEmulators(
  'scripts/bench/app-lighthouse.ts',
  process.argv.slice(2),
  ['auth', 'firestore', 'functions', 'storage', 'hosting'],
  { web: !process.env.SKIP_WEB_BUILD },
);
