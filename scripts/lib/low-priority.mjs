import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** How much lower than the critical path: nice 10 is about a tenth of the processor's weight. */
const NICE = 10;

/**
 * Spawns `command` at a lower priority, for work that has slack while the run's critical path
 * (the emulator suites) needs the processor, so it takes what they leave idle.
 *
 * `nice` alone does not do that on Linux. With the scheduler's autogroups (on by default in most
 * distributions; `/proc/sys/kernel/sched_autogroup_enabled`), the processor is first shared
 * equally between sessions, and a nice value only orders processes within one session. The
 * emulators (started detached by this project), the Firestore emulator's Java (detached by
 * firebase-tools) and Chromium (detached by Playwright) each run in a session of their own, so a
 * niced check in another session got as much of the processor as each of them. The child therefore
 * gets a session of its own (`detached`), and that session's autogroup is niced too
 * (`lowerSessionPriority`); everything it starts inherits both. Being detached, it does not get a
 * terminal's Ctrl+C: whoever spawns it passes signals on with `signalGroup`.
 * Elsewhere (no autogroups, another system) it is plain `nice`, or the command as it is on Windows.
 */
export function spawnLowPriority(command, args, options = {}) {
  if (process.platform === 'win32') return spawn(command, args, options);
  const child = spawn('nice', ['-n', String(NICE), command, ...args], {
    ...options,
    detached: true,
  });
  if (child.pid !== undefined) lowerSessionPriority(child.pid);
  return child;
}

/**
 * Lowers the priority of the autogroup (session) of `pid`, all of its processes at once. Best
 * effort: a kernel without autogroups has no such file, and there nice values already apply.
 * Without root the kernel takes one such change per tenth of a second (EAGAIN otherwise), and
 * `npm test` makes two in its first second: the second one is tried again a moment later.
 */
export function lowerSessionPriority(pid, attemptsLeft = 3) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(NICE));
  } catch (error) {
    if (error?.code === 'EAGAIN' && attemptsLeft > 1) {
      setTimeout(() => lowerSessionPriority(pid, attemptsLeft - 1), 150).unref();
    }
  }
}
