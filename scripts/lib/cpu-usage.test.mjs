import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descendants, describeCpuUse, parseProcStat, startTreeMeter } from './cpu-usage.mjs';

// pid 4242, parent 1; utime 150, stime 50, cutime 1000, cstime 300 ticks; started at tick 777.
const stat =
  '4242 (node (test) x) S 1 4242 4242 0 -1 4194560 900 0 0 0 150 50 1000 300 20 0 1 0 777 0';

describe('parseProcStat', () => {
  it('reads own and reaped-children times past a command name with spaces and parentheses', () => {
    expect(parseProcStat(stat)).toEqual({
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

describe('startTreeMeter', () => {
  it('counts a child process that burned processor time', () => {
    if (process.platform !== 'linux') return;
    const meter = startTreeMeter();
    spawnSync('node', ['-e', 'const end = Date.now() + 300; while (Date.now() < end);']);
    expect(meter.stop()).toBeGreaterThanOrEqual(200);
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
