// The whole machine's processor use over a stretch of time, from the kernel's per-core counters
// (os.cpus(), so it also works off Linux). `npm test` prints it next to the stage times: with
// every core busy for most of the run, the wall time is bounded by the work itself, and only
// less work (not more parallelism) makes the run shorter.
import os from 'node:os';

/** Milliseconds each core has spent busy and idle since boot. */
export function cpuSnapshot(cpus = os.cpus()) {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle, cores: cpus.length };
}

/** One summary line: processor seconds used, against what the cores could give in `wallMs`. */
export function describeCpuUse(before, after, wallMs) {
  const busy = Math.max(0, after.busy - before.busy);
  const total = busy + Math.max(0, after.idle - before.idle);
  const share = total > 0 ? Math.round((100 * busy) / total) : 0;
  const cores = after.cores === 1 ? '1 núcleo' : `${after.cores} núcleos`;
  return (
    `Processador (a máquina inteira): ${(busy / 1000).toFixed(0)} s de CPU em ` +
    `${(wallMs / 1000).toFixed(0)} s, ${share}% de ${cores}`
  );
}
