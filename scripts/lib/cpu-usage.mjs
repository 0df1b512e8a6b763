// Processor time of `npm test`'s own process tree, so the figure means the same on a quiet machine
// and on a busy one (an editor, another suite or a browser next to it do not count). Linux only
// (/proc); elsewhere the line says the figure is unavailable.
//
// Two lower bounds of the same quantity, and the larger one is reported:
// - the kernel adds a child's CPU time to its parent's "children" counters when the parent reaps
//   it, so our own counters cover every descendant reaped down the chain (short-lived ones too);
// - a process that outlives its parent (a Java emulator killed with its process group, a Chromium
//   helper) is reaped by init instead, so a sampler also reads every descendant's counters once a
//   second and keeps the last value it saw of each.
// The sampler also notes which program each process is (Chromium, Java, Vitest...), for a second
// line saying where the time went: the first place to look when the figure grows.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(text) {
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** The command name in /proc/<pid>/stat (the kernel's 15-character `comm`). */
function statName(text) {
  return text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
}

/**
 * CPU milliseconds in one /proc/<pid>/stat: the process's own (utime + stime) and what it has
 * collected from reaped children (cutime + cstime).
 */
export function parseProcStat(text) {
  // fields[0] is field 3 (state); utime, stime, cutime, cstime are fields 14–17.
  const f = statFields(text).map(Number);
  const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;
  return {
    name: statName(text),
    parent: f[1],
    startedAt: f[19],
    ownMs: ms(f[11] + f[12]),
    childrenMs: ms(f[13] + f[14]),
  };
}

function readCommand(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

// Checked in order: firebase-tools' own command line names the test runners it starts
// (`emulators:exec ... vitest run`), and a Vitest or Playwright worker's names neither.
const PROGRAMS = [
  ['Chromium', (name) => /chrom/i.test(name)],
  ['Java', (name) => name === 'java'],
  ['firebase-tools', (name, command) => /firebase-tools|\/\.bin\/firebase /.test(command)],
  ['Playwright', (name, command) => command.includes('/playwright')],
  ['Vitest', (name, command) => command.includes('/vitest')],
  ['oxlint', (name, command) => command.includes('/oxlint')],
  ['oxfmt', (name, command) => command.includes('/oxfmt')],
  ['TypeScript', (name) => name === 'tsc'],
  ['Vite', (name, command) => name === 'esbuild' || command.includes('/vite ')],
  ['benchmarks', (name, command) => /scripts\/bench/.test(command)],
];

/** Which program a process is, for the breakdown line: 'outros' when none of the above. */
export function programOf(name, command) {
  return PROGRAMS.find(([, matches]) => matches(name, command))?.[0] ?? 'outros';
}

function readStat(pid) {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** Every live process as pid → its stat, from /proc. */
function allProcesses() {
  const processes = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (stat) processes.set(Number(name), stat);
  }
  return processes;
}

/** The pids in `processes` that descend from `root`. */
export function descendants(processes, root) {
  const found = new Set();
  for (const pid of processes.keys()) {
    const chain = [];
    let at = pid;
    while (at > 1 && at !== root && !found.has(at) && chain.length < 64) {
      chain.push(at);
      at = processes.get(at)?.parent ?? 0;
    }
    if (at === root || found.has(at)) for (const member of chain) found.add(member);
  }
  return found;
}

/**
 * Starts measuring this process's tree; `stop()` returns its CPU milliseconds, or null off Linux.
 */
export function startTreeMeter({ intervalMs = 1000, root = process.pid } = {}) {
  if (!readStat(root)) return { stop: () => null, byProgram: () => new Map() };
  /** `pid:start` → the process's CPU ms when last sampled, its name and the program it is. */
  const lastSeen = new Map();
  const sample = () => {
    const processes = allProcesses();
    for (const pid of descendants(processes, root)) {
      const { ownMs, name, startedAt } = processes.get(pid);
      const key = `${pid}:${startedAt}`;
      const seen = lastSeen.get(key);
      // A process is classified again when its name changes: a shell that execs Java (the
      // emulators' `java` shim) is the same process under a new name.
      const program = seen?.name === name ? seen.program : programOf(name, readCommand(pid));
      lastSeen.set(key, { ms: ownMs, name, program });
    }
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const self = readStat(root);
      if (!self) return null;
      let sampled = 0;
      for (const { ms } of lastSeen.values()) sampled += ms;
      return self.ownMs + Math.max(self.childrenMs, sampled);
    },
    /** The sampled descendants' CPU ms by program (short-lived processes may be missing). */
    byProgram() {
      const totals = new Map();
      for (const { ms, program } of lastSeen.values()) {
        totals.set(program, (totals.get(program) ?? 0) + ms);
      }
      return totals;
    },
  };
}

/**
 * The line under it: where the sampled processor time went, by program, largest first, in whole
 * seconds; programs under half a second join 'outros'. Empty when nothing was sampled.
 */
export function describeCpuByProgram(byProgram) {
  let othersMs = 0;
  const shown = [];
  for (const [program, ms] of byProgram) {
    if (program === 'outros' || ms < 500) othersMs += ms;
    else shown.push([program, ms]);
  }
  shown.sort(([, a], [, b]) => b - a);
  if (othersMs >= 500) shown.push(['outros', othersMs]);
  const parts = shown.map(([program, ms]) => `${program} ${(ms / 1000).toFixed(0)}`);
  return parts.length > 0 ? `  por programa (s de CPU, amostrados): ${parts.join(', ')}` : '';
}

/** One summary line: the tree's processor seconds, and what share of the cores that is. */
export function describeCpuUse(cpuMs, wallMs, cores = os.cpus().length) {
  if (cpuMs === null) return 'Processador (processos da suíte): indisponível fora do Linux';
  const share = wallMs > 0 ? Math.round((100 * cpuMs) / (wallMs * cores)) : 0;
  const coreText = cores === 1 ? '1 núcleo' : `${cores} núcleos`;
  return (
    `Processador (processos da suíte): ${(cpuMs / 1000).toFixed(0)} s de CPU em ` +
    `${(wallMs / 1000).toFixed(0)} s, ${share}% de ${coreText}`
  );
}
