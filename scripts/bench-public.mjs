// `npm run bench:public [-- --runs 3] [-- --cpu-slowdown 10] [-- --no-build] [-- --dist <dir>]`: Lighthouse's mobile
// performance for the public pages `/` and `/planos`. Builds the web app in production mode (with
// stand-in commercial settings, so the placeholder guard lets it through), serves web/dist (or
// --dist: another build, e.g. an older commit's) with gzip the way Hosting does, audits each page
// N times in Debian's Chromium and prints the median run's figures. `--tiny` audits `/` once on the
// build already in web/dist (what `npm test` does after its own build, so the benchmark cannot
// rot; a figure from one run on a busy machine means nothing).
// Lighthouse lives in bench/ (installed here on first use) to keep it out of `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './emulators/local-emulators.mjs';
import { lowerSessionPriority } from './lib/low-priority.mjs';
import { serveStatic } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const tiny = args.includes('--tiny');
const runsArg = args.indexOf('--runs');
const runs = tiny ? 1 : runsArg >= 0 ? Number(args[runsArg + 1]) : 3;
const pages = tiny ? ['/'] : ['/', '/planos'];
// Lighthouse's CPU slowdown: 4× (its default) or e.g. 10× for a low-end phone.
const cpuArg = args.indexOf('--cpu-slowdown');
const cpuSlowdown = cpuArg >= 0 ? Number(args[cpuArg + 1]) : 4;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const benchDir = path.join(repoRoot, 'bench');
const webDir = path.join(repoRoot, 'web');
// Another build to measure (e.g. an older commit's, for a before/after): implies --no-build.
const distArg = args.indexOf('--dist');
const distDir = distArg >= 0 ? path.resolve(args[distArg + 1]) : path.join(webDir, 'dist');

function run(command, commandArgs, options) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(chromePath)) {
  console.error(
    `Chromium não encontrado em ${chromePath} (apt-get install chromium, ou CHROMIUM_PATH).`,
  );
  process.exit(1);
}
if (!existsSync(path.join(benchDir, 'node_modules', 'lighthouse'))) {
  console.log('Instalando o Lighthouse em bench/ (só na primeira vez)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir });
}
if (!tiny && !args.includes('--no-build') && distArg < 0) {
  const stand = 'https://pagamento.escola-estrategica.test';
  run(path.join(repoRoot, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: webDir,
    env: {
      ...process.env,
      VITE_CHECKOUT_URL_FUNDADOR: `${stand}/fundador`,
      VITE_CHECKOUT_URL_MENSAL: `${stand}/mensal`,
      VITE_SUPPORT_WHATSAPP: '5511987654321',
    },
  });
}

// Started at a low priority (`npm test` runs the tiny audit beside the suites), the audit keeps its
// browser there too: the browser's own session would otherwise compete with the suites at full
// weight (lib/low-priority.mjs).
const launched = os.getPriority() > 0 ? lowerSessionPriority : undefined;
const { auditPage, figuresRow } = await import(
  pathToFileURL(path.join(benchDir, 'lighthouse-runs.mjs')).href
);
const server = await serveStatic(distDir, {
  fallback: existsSync(path.join(distDir, 'app.html')) ? 'app.html' : 'index.html',
});
const median = (results) =>
  [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
const rows = [];
try {
  for (const page of pages) {
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const figures = await auditPage(`${server.url}${page}`, chromePath, cpuSlowdown, launched);
      if (figures.runtimeError) throw new Error(`${page}: ${figures.runtimeError}`);
      results.push(figures);
      console.log(`  ${page} #${index + 1}: ${figures.score.toFixed(2)}`);
    }
    rows.push({ página: page, ...figuresRow(median(results), results) });
  }
} finally {
  await server.close();
}
console.log(`\nLighthouse mobile (mediana de ${runs}, 4G lenta simulada, CPU ${cpuSlowdown}×):`);
console.table(rows);
