// The Functions emulator's workers as scripts/emulators/patch-firebase-tools.mjs leaves them after
// `npm install`: every function of the codebase runs in shared processes, each told which function
// the next request is for. Here the installed worker class runs on a stand-in process, so what is
// checked is the patched code itself; the emulator suites and the journeys run on it throughout.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  functionsEmulator,
  functionsRuntimeWorker,
  SHARED_WORKERS_MARKER,
} from '../../scripts/emulators/patch-firebase-tools.mjs';

type WorkerState = 'CREATED' | 'IDLE' | 'BUSY' | 'FINISHING' | 'FINISHED';
interface RuntimeWorker {
  state: WorkerState;
  triggerKey: string;
  sendDebugMsg(debug: Record<string, unknown>): Promise<void>;
}
const { RuntimeWorker } = createRequire(import.meta.url)(functionsRuntimeWorker) as {
  RuntimeWorker: new (triggerId: string, runtime: unknown) => RuntimeWorker;
};

/** A function process that records what the worker sends it and whether it was killed. */
function standInProcess() {
  const process = Object.assign(new EventEmitter(), {
    sent: [] as unknown[],
    killed: false,
    stdout: new EventEmitter(),
    stderr: new EventEmitter(),
    send(message: string, done: (error: Error | null) => void) {
      process.sent.push(JSON.parse(message));
      done(null);
      return true;
    },
    kill() {
      process.killed = true;
      return true;
    },
  });
  return process;
}

function workerOn(process: ReturnType<typeof standInProcess>, triggerId: string) {
  const worker = new RuntimeWorker(triggerId, { process, events: new EventEmitter() });
  worker.state = 'IDLE';
  return worker;
}

/** A line the function process writes when its function raised an unhandled error. */
const fatalLine = `${JSON.stringify({ level: 'FATAL', type: 'runtime-error', text: 'Error: boom' })}\n`;

describe("the Functions emulator's shared function processes", () => {
  it('are switched on in the installed emulator', () => {
    const emulator = readFileSync(functionsEmulator, 'utf8');
    expect(emulator).toContain(`const ${SHARED_WORKERS_MARKER} = process.env`);
    expect(emulator.split(`this.debugMode || ${SHARED_WORKERS_MARKER}`)).toHaveLength(4);
  });

  it('take the worker and name it after the function before telling the process', async () => {
    const process = standInProcess();
    const worker = workerOn(process, 'southamerica-east1-createUser');
    const sending = worker.sendDebugMsg({
      escolaTriggerId: 'southamerica-east1-setUserRole',
      functionTarget: 'setUserRole',
      functionSignature: 'http',
    });
    // Taken at once: a request arriving meanwhile cannot pick this worker.
    expect(worker.state).toBe('BUSY');
    await sending;
    expect(worker.triggerKey).toBe('southamerica-east1-setUserRole');
    expect(process.sent).toEqual([{ functionTarget: 'setUserRole', functionSignature: 'http' }]);
  });

  it('retire a process whose function failed only after the request it is running ends', () => {
    const busy = standInProcess();
    const running = workerOn(busy, 'southamerica-east1-createUser');
    running.state = 'BUSY';
    busy.emit('message', fatalLine);
    expect(busy.killed).toBe(false);
    expect(running.state).toBe('FINISHING');

    const idle = standInProcess();
    workerOn(idle, 'southamerica-east1-createUser');
    idle.emit('message', fatalLine);
    expect(idle.killed).toBe(true);
  });
});
