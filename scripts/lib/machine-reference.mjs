// A machine-speed figure to print beside the suite's time and CPU: the processor time one fixed
// piece of work takes here. Machines (and the same virtual machine from hour to hour) differ by up
// to 2×, so a suite figure means little without it; the work mixes what the suite does most (V8
// running JavaScript, hashing and copying buffers, JSON), runs on one core, and takes ~0.8 s on
// the 2-core machines this project is developed on. `npm test` runs it after the suite, when the
// machine is quiet again, so it adds under a second and never slows a stage. CPU time, not wall time: another program on the
// machine takes turns from it but does not make it longer.
import { createHash } from 'node:crypto';

/** The fixed work; returns a checksum so that nothing of it can be optimised away. */
export function referenceWork(scale = 1) {
  let checksum = 0;
  // JavaScript: objects, strings, arrays (what Vitest, Vite and the app's code mostly do).
  for (let round = 0; round < 6 * scale; round += 1) {
    const items = Array.from({ length: 60_000 }, (_, i) => ({ id: `item-${i}`, n: i % 97 }));
    const text = JSON.stringify(items);
    const parsed = JSON.parse(text);
    checksum += parsed.filter((item) => item.n % 7 === 0).length + text.length;
  }
  // Native work on buffers (what the emulators' hashing, gzip and file reads stand for).
  const block = Buffer.alloc(32 * 1024 * 1024, 7);
  for (let round = 0; round < 4 * scale; round += 1) {
    checksum += createHash('sha256').update(block).digest()[0];
  }
  return checksum;
}

/** Runs the work and measures this process's CPU for it, in milliseconds. */
export function measureMachineReference(scale = 2) {
  const before = process.cpuUsage();
  const checksum = referenceWork(scale);
  const used = process.cpuUsage(before);
  return { cpuMs: (used.user + used.system) / 1000, checksum };
}

/** The line `npm test` prints. */
export function describeMachineReference(cpuMs) {
  return `Referência da máquina (carga fixa, 1 núcleo): ${(cpuMs / 1000).toFixed(2)} s de CPU`;
}
