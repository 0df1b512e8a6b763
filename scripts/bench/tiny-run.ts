// What `npm test` runs of the benchmarks: each once at its tiny size (so none can rot), one after
// another in this one process, inside the suites' emulators (scripts/test-emulators.mjs). Each of
// them as a tsx process of its own paid ~2 s of start-up and module loading.
const benchmarks = [
  './catalog.ts',
  './app-first-load.ts',
  './notifications.ts',
  './reminders.ts',
  './insights.ts',
  './import.ts',
  './app-lighthouse.ts',
];

// The benchmarks read their size from the command line.
if (!process.argv.includes('--tiny')) process.argv.push('--tiny');
for (const benchmark of benchmarks) {
  const name = benchmark.slice(2, -3);
  console.log(`\n▶ ${name} --tiny`);
  const started = performance.now();
  await import(benchmark);
  console.log(`⏱ ${name} --tiny: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A benchmark that fails sets a non-zero exit code (or throws); the next would not undo it.
  if (process.exitCode) break;
}

// A module (for the top-level await), though its imports are all dynamic.
export {};
