// `npm run bench:catalog`: how many Firestore documents the dashboard, the weekly list and a class
// page read, and how long each takes to show its content in Chromium, with the seeded catalogue
// and again after adding 2,000 classes and 5,000 comments on one class, then as much again.
// Reads must not grow with the catalogue. Each size is measured in emulators of its own (Auth,
// Firestore, Hosting; see scripts/bench/catalog.ts for why) on the tests' emulator build
// (documents are counted from the SDK's debug log, switched on per browser profile): stop
// `npm start` first. `-- --tiny` runs it once at a small size, in one run of the emulators.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchInEmulators, runsInEmulators } from './lib/bench-in-emulators.mjs';
import { repoRoot } from './emulators/local-emulators.mjs';

const script = 'scripts/bench/catalog.ts';
const emulators = ['auth', 'firestore', 'hosting'];
const args = process.argv.slice(2);
if (args.includes('--tiny')) {
  await benchInEmulators(script, args, emulators);
} else {
  await measureEachSize();
}

async function measureEachSize() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
  try {
    // The seed, then one and two growth rounds (2,000 classes and 5,000 comments each).
    const files = [0, 1, 2].map((grown) => path.join(dir, `grown-${grown}.json`));
    const code = await runsInEmulators(
      files.map((file, grown) => ({
        script,
        args: [...args, '--grown', String(grown), '--figures', file],
      })),
      emulators,
    );
    if (code !== 0) {
      process.exitCode = code;
    } else {
      const report = spawnSync(
        path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
        ['scripts/bench/catalog-report.ts', ...files],
        { cwd: repoRoot, stdio: 'inherit' },
      );
      process.exitCode = report.status ?? 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
