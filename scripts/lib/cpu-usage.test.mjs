import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  descendants,
  describeCpuByProgram,
  describeCpuUse,
  parseProcStat,
  programOf,
  startTreeMeter,
} from './cpu-usage.mjs';

// pid 4242, parent 1; utime 150, stime 50, cutime 1000, cstime 300 ticks; started at tick 777.
const stat =
  '4242 (node (test) x) S 1 4242 4242 0 -1 4194560 900 0 0 0 150 50 1000 300 20 0 1 0 777 0';

describe('parseProcStat', () => {
  it('reads own and reaped-children times past a command name with spaces and parentheses', () => {
    expect(parseProcStat(stat)).toEqual({
      name: 'node (test) x',
      parent: 1,
      startedAt: 777,
      ownMs: 2_000,
      childrenMs: 13_000,
    });
  });
});

describe('descendants', () => {
  it('follows parent links down from the root, and nothing else', () => {
    const tree = new Map([
      [10, { parent: 1 }],
      [11, { parent: 10 }],
      [12, { parent: 11 }],
      [20, { parent: 1 }],
    ]);
    expect([...descendants(tree, 10)].sort()).toEqual([11, 12]);
  });
});

describe('programOf', () => {
  // Command lines as /proc shows them in a run of `npm test`.
  it.each([
    ['chromium-headle', '/usr/lib/chromium/chromium-headless-shell --type=renderer', 'Chromium'],
    ['java', '/usr/bin/java -XX:+UseSerialGC -jar .emulators/firestore-launcher.jar', 'Java'],
    [
      'node',
      'node node_modules/.bin/firebase emulators:exec --only auth,firestore node_modules/.bin/vitest run',
      'firebase-tools',
    ],
    [
      'node',
      '/usr/bin/node node_modules/firebase-tools/lib/emulator/functionsEmulatorRuntime',
      'firebase-tools',
    ],
    [
      'node',
      '/usr/bin/node node_modules/playwright/lib/worker/workerProcessEntry.js',
      'Playwright',
    ],
    ['node', '/usr/bin/node --require node_modules/vitest/suppress-warnings.cjs', 'Vitest'],
    ['node', 'node node_modules/.bin/oxlint --deny-warnings', 'oxlint'],
    ['node', 'node node_modules/.bin/oxfmt --check --threads=1', 'oxfmt'],
    ['tsc', 'node_modules/@typescript/typescript-linux-x64/lib/tsc -p web --noEmit', 'TypeScript'],
    ['node', 'node node_modules/.bin/vite build --mode emulator', 'Vite'],
    ['node', 'node node_modules/.bin/tsx scripts/bench/tiny-run.ts', 'benchmarks'],
    ['sh', '/bin/sh -c true', 'outros'],
  ])('%s %s → %s', (name, command, program) => {
    expect(programOf(name, command)).toBe(program);
  });
});

describe('startTreeMeter', () => {
  // A child that burns 300 ms of its own processor time, however busy the machine (a loop on the
  // wall clock could get less than that on a loaded one).
  const busy = 'while (process.cpuUsage().user < 300_000);';

  it('counts a child process that burned processor time', () => {
    if (process.platform !== 'linux') return;
    const meter = startTreeMeter();
    spawnSync('node', ['-e', busy]);
    expect(meter.stop()).toBeGreaterThanOrEqual(200);
  });

  it('puts what it sampled of a live child under its program', async () => {
    if (process.platform !== 'linux') return;
    const meter = startTreeMeter({ intervalMs: 50 });
    // Not spawnSync: the sampler runs on this process's event loop while the child lives. The
    // child (`node -e`, no program of the list) lives at least its 300 ms of processor time, so a
    // 50 ms sampler sees it.
    await new Promise((resolve) => spawn('node', ['-e', busy]).on('exit', resolve));
    meter.stop();
    expect(meter.byProgram().has('outros')).toBe(true);
  });
});

describe('describeCpuByProgram', () => {
  it('lists programs largest first, with what is under half a second in "outros", last', () => {
    const byProgram = new Map([
      ['Java', 74_200],
      ['Chromium', 168_400],
      ['outros', 2_100],
      ['Vite', 300],
      ['Vitest', 77_900],
    ]);
    expect(describeCpuByProgram(byProgram)).toBe(
      '  por programa (s de CPU, amostrados): Chromium 168, Vitest 78, Java 74, outros 2',
    );
  });

  it('says nothing when nothing was sampled', () => {
    expect(describeCpuByProgram(new Map())).toBe('');
  });
});

describe('describeCpuUse', () => {
  it('reports processor seconds and the share of the cores used', () => {
    expect(describeCpuUse(649_000, 488_000, 2)).toBe(
      'Processador (processos da suíte): 649 s de CPU em 488 s, 66% de 2 núcleos',
    );
  });

  it('survives an instant run, a single core and a machine without /proc', () => {
    expect(describeCpuUse(0, 0, 1)).toBe(
      'Processador (processos da suíte): 0 s de CPU em 0 s, 0% de 1 núcleo',
    );
    expect(describeCpuUse(null, 10, 2)).toBe(
      'Processador (processos da suíte): indisponível fora do Linux',
    );
  });
});
