/**
 * `[command, args]` to spawn `command` at a lower priority (nice 10): for work that has slack while
 * the run's critical path (the emulator suites) needs the processor, so it only takes what they
 * leave idle. Windows has no `nice`: the command runs as it is.
 */
export function lowPriority(command, args) {
  return process.platform === 'win32' ? [command, args] : ['nice', ['-n', '10', command, ...args]];
}
