import { describe, expect, it } from 'vitest';
import { cpuSnapshot, describeCpuUse } from './cpu-usage.mjs';

const core = (user, sys, idle) => ({ times: { user, nice: 0, sys, irq: 0, idle } });

describe('cpuSnapshot', () => {
  it('adds busy and idle time over every core', () => {
    expect(cpuSnapshot([core(1000, 500, 8000), core(2000, 0, 7000)])).toEqual({
      busy: 3500,
      idle: 15000,
      cores: 2,
    });
  });

  it('reads this machine', () => {
    const snapshot = cpuSnapshot();
    expect(snapshot.cores).toBeGreaterThan(0);
    expect(snapshot.busy + snapshot.idle).toBeGreaterThan(0);
  });
});

describe('describeCpuUse', () => {
  it('reports processor seconds and the share of the cores used', () => {
    const before = { busy: 10_000, idle: 50_000, cores: 2 };
    const after = { busy: 1_394_000, idle: 346_000, cores: 2 };
    expect(describeCpuUse(before, after, 845_000)).toBe(
      'Processador (a máquina inteira): 1384 s de CPU em 845 s, 82% de 2 núcleos',
    );
  });

  it('survives an idle interval and a single core', () => {
    const same = { busy: 5, idle: 5, cores: 1 };
    expect(describeCpuUse(same, same, 0)).toBe(
      'Processador (a máquina inteira): 0 s de CPU em 0 s, 0% de 1 núcleo',
    );
  });
});
