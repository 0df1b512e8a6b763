// Runs after `npm install` (package.json "postinstall"): four edits of firebase-tools 14.27.
//
// 1. Its Storage emulator parses each "data" chunk of its rules runtime's stdout as one JSON
//    document. When the reader wakes late (a loaded machine), two replies arrive in one chunk, both
//    are dropped, and the Storage requests waiting for them hang until the test times out. The
//    runtime ends every message with a newline (storage-rules-runtime/src, ProtocolOutput.java),
//    so this patch makes firebase-tools hand its handler one line at a time.
// 2. Its Auth emulator compiles a request and a response validator for every operation of the
//    Identity Toolkit API when it starts: ~4.5 s of ajv code generation, alone on the critical path
//    of every emulator start (firebase-tools starts the emulators one after another), for the
//    dozen operations the app and the tests call. The validation library it uses (exegesis) can
//    compile each validator the first time its operation is called instead
//    (`lazyCompileValidationSchemas`); the patch turns that on. Requests are validated as before.
// 3. Every function the Functions emulator runs starts a Node process of its own, and the first
//    thing that process loads is a helper module of the emulator's that requires firebase-tools'
//    deploy, extensions and CLI code (~0.4 s of processor time per start, 28 starts per
//    `npm test`) for helpers the function process never calls: it uses two constants and one path
//    lookup. The patch makes the helper require that code the first time one of its functions
//    needs it (in the emulator's own process, where the same calls are made as before).
// 4. Past that start, every function still had a Node process of its own (28 a run, ~1.1 s of
//    processor time and up to a second of waiting each, the first time a test calls it). The
//    emulator already knows how to run every function of a codebase in shared processes: its
//    `--inspect-functions` mode tells a process which function the next request is for. That mode
//    also runs one function at a time, turns timeouts off and opens a debugger port; the patch
//    takes only the sharing. Requests still run side by side (a busy process is never handed a
//    second request, so a burst starts more processes, each reused after), and each process
//    labels its logs with the function it runs now. ESCOLA_PROCESS_PER_FUNCTION=1 brings back
//    one process per function.
//
// Idempotent; says so loudly if the code it patches has changed (a firebase-tools upgrade), and
// tests/storage-runtime/firebase-tools-patch, tests/auth-emulator/lazy-validators,
// tests/functions/emulator-function-starts and tests/functions/emulator-shared-workers fail then.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A file of firebase-tools' emulators as installed in node_modules. */
const emulatorFile = (name) =>
  path.join(repoRoot, 'node_modules/firebase-tools/lib/emulator', name);
export const runtimeReader = emulatorFile('storage/rules/runtime.js');
export const PATCH_MARKER = 'escolaRuntimeLines';

export const authServer = emulatorFile('auth/server.js');
export const AUTH_PATCH_MARKER = 'escolaLazyValidators';

export const functionsShared = emulatorFile('functionsEmulatorShared.js');
export const FUNCTIONS_PATCH_MARKER = 'escolaLazyRequire';

export const functionsEmulator = emulatorFile('functionsEmulator.js');
export const functionsRuntimeWorker = emulatorFile('functionsRuntimeWorker.js');
export const SHARED_WORKERS_MARKER = 'escolaSharedWorkers';

const ORIGINAL = '(_b = this._childprocess.stdout) === null';
const PATCHED = `(_b = ${PATCH_MARKER}(this._childprocess.stdout)) === null`;
const HELPER = `
// Patched by scripts/emulators/patch-firebase-tools.mjs: one stdout line per "data" event.
function ${PATCH_MARKER}(stream) {
    if (!stream) return stream;
    return {
        on(event, listener) {
            if (event !== "data") return stream.on(event, listener);
            const decoder = new (require("string_decoder").StringDecoder)("utf8");
            let rest = "";
            return stream.on("data", (buf) => {
                const lines = (rest + decoder.write(buf)).split("\\n");
                rest = lines.pop();
                for (const line of lines) if (line.trim() !== "") listener(Buffer.from(line, "utf-8"));
            });
        },
    };
}
`;

const AUTH_ORIGINAL = '        validateDefaultResponses: true,\n';
const AUTH_PATCHED = `${AUTH_ORIGINAL}        // Patched by scripts/emulators/patch-firebase-tools.mjs (${AUTH_PATCH_MARKER}).
        lazyCompileValidationSchemas: true,\n`;

/**
 * The helper's requires as firebase-tools 14.27 writes them, in order; `lazy` are the deploy,
 * extensions and CLI modules the function processes never use.
 */
const FUNCTIONS_SHARED_REQUIRES = [
  { name: 'backend', id: '../deploy/functions/backend', lazy: true },
  { name: 'constants_1', id: './constants', lazy: false },
  { name: 'manifest_1', id: '../extensions/manifest', lazy: true },
  { name: 'extensionsHelper_1', id: '../extensions/extensionsHelper', lazy: true },
  { name: 'postinstall_1', id: './extensions/postinstall', lazy: true },
  { name: 'services_1', id: '../deploy/functions/services', lazy: true },
  { name: 'prepare_1', id: '../deploy/functions/prepare', lazy: true },
  // Read at load time (the list of event types), and small.
  { name: 'events', id: '../functions/events', lazy: false },
  { name: 'utils_1', id: '../utils', lazy: true },
];
const FUNCTIONS_ORIGINAL = FUNCTIONS_SHARED_REQUIRES.map(
  ({ name, id }) => `const ${name} = require("${id}");\n`,
).join('');
// The module's functions only read properties of these (`backend.of(...)`,
// `(0, services_1.serviceForEndpoint)(ep)`), so an object that requires the module on the first
// property read stands in for it.
const FUNCTIONS_PATCHED = [
  `// Patched by scripts/emulators/patch-firebase-tools.mjs: required on first use.
function ${FUNCTIONS_PATCH_MARKER}(id) {
    let loaded;
    return new Proxy({}, { get: (_target, key) => (loaded !== null && loaded !== void 0 ? loaded : (loaded = require(id)))[key] });
}\n`,
  ...FUNCTIONS_SHARED_REQUIRES.map(({ name, id, lazy }) =>
    lazy
      ? `const ${name} = ${FUNCTIONS_PATCH_MARKER}("${id}");\n`
      : `const ${name} = require("${id}");\n`,
  ),
].join('');

/** Each [original, patched] pair of the Functions emulator where it decides on debug mode. */
const SHARED_WORKERS_EMULATOR_EDITS = [
  [
    '"use strict";\n',
    `"use strict";
// Patched by scripts/emulators/patch-firebase-tools.mjs: functions share their processes.
const ${SHARED_WORKERS_MARKER} = process.env.ESCOLA_PROCESS_PER_FUNCTION !== "1";\n`,
  ],
  [
    '            const pool = new functionsRuntimeWorker_1.RuntimeWorkerPool(mode);\n            this.workerPools[backend.codebase] = pool;\n',
    `            const pool = new functionsRuntimeWorker_1.RuntimeWorkerPool(${SHARED_WORKERS_MARKER} ? types_1.FunctionsExecutionMode.SEQUENTIAL : mode);\n            this.workerPools[backend.codebase] = pool;\n`,
  ],
  [
    '        if (this.debugMode) {\n            await worker.sendDebugMsg({\n',
    `        if (this.debugMode || ${SHARED_WORKERS_MARKER}) {\n            await worker.sendDebugMsg({\n                escolaTriggerId: trigger.id,\n`,
  ],
  [
    '        if (this.debugMode) {\n            envs["FUNCTION_DEBUG_MODE"] = "true";\n',
    `        if (this.debugMode || ${SHARED_WORKERS_MARKER}) {\n            envs["FUNCTION_DEBUG_MODE"] = "true";\n`,
  ],
  [
    '        let debugBundle;\n        if (this.debugMode) {\n            debugBundle = {\n',
    `        let debugBundle;\n        if (this.debugMode || ${SHARED_WORKERS_MARKER}) {\n            debugBundle = {\n                escolaTriggerId: trigger.id,\n`,
  ],
];
/**
 * The worker: taken before the message goes (no other request picks it meanwhile), and named
 * after the function it runs now (the process gets the message without the added name). A
 * process whose function raised an unhandled error is still retired, as before, but only once
 * its current request ends: the error's log line comes over IPC and can arrive after the
 * failed request's response, when the process may already run the next request, of any function.
 */
const SHARED_WORKERS_WORKER_EDITS = [
  [
    '                if (log.level === "FATAL") {\n                    this.runtime.events.emit("log", new types_1.EmulatorLog("SYSTEM", "runtime-status", "killed"));\n                    this.runtime.process.kill();\n',
    `                if (log.level === "FATAL") {
                    this.runtime.events.emit("log", new types_1.EmulatorLog("SYSTEM", "runtime-status", "killed"));
                    // Patched by scripts/emulators/patch-firebase-tools.mjs (${SHARED_WORKERS_MARKER}).
                    if (this.state === RuntimeWorkerState.BUSY) this.state = RuntimeWorkerState.FINISHING;
                    else this.runtime.process.kill();\n`,
  ],
  [
    '    sendDebugMsg(debug) {\n        return new Promise((resolve, reject) => {\n            this.runtime.process.send(JSON.stringify(debug), (err) => {\n',
    `    sendDebugMsg(debugWithTrigger) {
        // Patched by scripts/emulators/patch-firebase-tools.mjs (${SHARED_WORKERS_MARKER}).
        const { escolaTriggerId, ...debug } = debugWithTrigger;
        this.state = RuntimeWorkerState.BUSY;
        if (escolaTriggerId && escolaTriggerId !== this.triggerKey) {
            this.triggerKey = escolaTriggerId;
            this.logger = emulatorLogger_1.EmulatorLogger.forFunction(escolaTriggerId, this.extensionLogInfo);
        }
        return new Promise((resolve, reject) => {
            this.runtime.process.send(JSON.stringify(debug), (err) => {\n`,
  ],
];

/**
 * Edits `file` once: nothing if `marker` is already there, and nothing (said loudly) unless
 * `original` occurs exactly once, which is how a firebase-tools upgrade that moved the code shows.
 */
function patchFile(file, marker, original, edit) {
  return patchEdits(file, marker, [[original, edit]]);
}

/**
 * `patchFile` with several edits, each an [original, replacement] pair (or an edit function of
 * the whole code): all applied, or none when one original is not there exactly once.
 */
function patchEdits(file, marker, edits) {
  if (!existsSync(file)) return 'firebase-tools ausente';
  let code = readFileSync(file, 'utf8');
  if (code.includes(marker)) return 'já aplicado';
  if (edits.some(([original]) => code.split(original).length !== 2)) {
    return 'NÃO aplicado: o código do firebase-tools mudou (veja scripts/emulators/patch-firebase-tools.mjs)';
  }
  for (const [original, edit] of edits) {
    code = typeof edit === 'function' ? edit(code) : code.replace(original, () => edit);
  }
  writeFileSync(file, code);
  return 'aplicado';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lines = patchFile(runtimeReader, PATCH_MARKER, ORIGINAL, (code) =>
    code.replace('"use strict";', `"use strict";${HELPER}`).replace(ORIGINAL, PATCHED),
  );
  console.log(`Leitura linha a linha do runtime de regras do Storage: ${lines}`);
  const validators = patchFile(authServer, AUTH_PATCH_MARKER, AUTH_ORIGINAL, (code) =>
    code.replace(AUTH_ORIGINAL, AUTH_PATCHED),
  );
  console.log(`Validadores do emulador de Auth compilados sob demanda: ${validators}`);
  const functionStarts = patchFile(
    functionsShared,
    FUNCTIONS_PATCH_MARKER,
    FUNCTIONS_ORIGINAL,
    (code) => code.replace(FUNCTIONS_ORIGINAL, FUNCTIONS_PATCHED),
  );
  console.log(`Partida das functions sem o código de deploy do firebase-tools: ${functionStarts}`);
  // The worker first: the emulator's edit sends it the name it reads.
  const worker = patchEdits(
    functionsRuntimeWorker,
    SHARED_WORKERS_MARKER,
    SHARED_WORKERS_WORKER_EDITS,
  );
  const emulator = patchEdits(
    functionsEmulator,
    SHARED_WORKERS_MARKER,
    SHARED_WORKERS_EMULATOR_EDITS,
  );
  console.log(`Processos das functions compartilhados: ${worker} (worker), ${emulator} (emulador)`);
}
