// Type-checks every workspace with its own tsconfig (they differ in DOM vs Node types).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/local-emulators.mjs';

const projects = ['packages/domain', 'functions', 'web', 'tests', 'scripts'];
const tsc = path.join(repoRoot, 'node_modules', '.bin', 'tsc');
let failed = false;
for (const project of projects) {
  const result = spawnSync(tsc, ['-p', project, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ tsc falhou em ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
