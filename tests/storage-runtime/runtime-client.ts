// Drives the storage rules runtime jar the way firebase-tools 14 does: JSON messages on stdin,
// JSON replies on stdout (one per line), without any emulator.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUCKET } from '../../scripts/seed/demo-project';
import { repoRoot } from '../support/repo-root';

const firestoreJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A reply or callback written by the runtime. */
export interface RuntimeMessage {
  id?: number;
  server_request_id?: number;
  status?: string;
  action?: string;
  message?: string;
  result?: { rulesVersion?: number; permit?: boolean };
  context?: { path: string };
  errors?: string[];
  warnings?: string[];
}

/** firebase-tools' ExpressionValue JSON (snake_case proto JSON). */
export type ExpressionValue = Record<string, unknown>;

type BuildRuntime = (options: { firestoreJar: string; outDir: string }) => Promise<string | null>;

/** The jar firebase-tools would run: STORAGE_EMULATOR_BINARY_PATH, else built on demand. */
export async function runtimeJar(): Promise<string> {
  const fromEnv = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  // A computed specifier keeps TypeScript from asking for the .mjs file's declarations.
  const modulePath = path.join(repoRoot, 'scripts/emulators/storage-rules-runtime/build.mjs');
  const lib = (await import(modulePath)) as { buildStorageRulesRuntime: BuildRuntime };
  const jar = await lib.buildStorageRulesRuntime({
    firestoreJar,
    outDir: path.join(repoRoot, '.emulators'),
  });
  if (!jar)
    throw new Error('The storage rules runtime could not be built (JDK or gcloud JAR missing)');
  return jar;
}

export class RuntimeClient {
  /** Raw stdout chunks as Node received them: firebase-tools 14.27 parses each one whole. */
  readonly chunks: string[] = [];
  readonly stderr: string[] = [];
  private readonly received: RuntimeMessage[] = [];
  private readonly waiters: Array<{
    match: (message: RuntimeMessage) => boolean;
    resolve: (message: RuntimeMessage) => void;
  }> = [];
  private buffer = '';

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.onStdout(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => this.stderr.push(chunk));
  }

  /**
   * Starts the runtime with firebase-tools' own command line and waits for its ready message.
   * @param env extra environment, e.g. STORAGE_RULES_RUNTIME_REPLY_GAP_MS
   */
  static async start(
    jar: string,
    env: Record<string, string> = {},
  ): Promise<{ client: RuntimeClient; ready: RuntimeMessage }> {
    const child = spawn('java', ['-Duser.language=en', '-jar', jar, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const client = new RuntimeClient(child);
    const ready = await client.next((message) => message.id === -1);
    return { client, ready };
  }

  send(message: Record<string, unknown>): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** The first message (already received or still to come) that matches; it is consumed. */
  next(match: (message: RuntimeMessage) => boolean, timeoutMs = 15_000): Promise<RuntimeMessage> {
    const index = this.received.findIndex(match);
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`No matching runtime message within ${timeoutMs} ms`));
      }, timeoutMs);
      waiter.resolve = (message) => {
        clearTimeout(timer);
        resolve(message);
      };
      this.waiters.push(waiter);
    });
  }

  /** The final reply to request `id` (callbacks carry server_request_id, not id). */
  reply(id: number): Promise<RuntimeMessage> {
    return this.next((message) => message.id === id);
  }

  callback(id: number): Promise<RuntimeMessage> {
    return this.next((message) => message.server_request_id === id);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGINT');
    await exited;
  }

  private onStdout(chunk: string): void {
    this.chunks.push(chunk);
    this.buffer += chunk;
    const lines = this.buffer.split('\n');
    this.buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      const message = JSON.parse(line) as RuntimeMessage;
      const waiter = this.waiters.find((candidate) => candidate.match(message));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      } else {
        this.received.push(message);
      }
    }
  }
}

// ---- Message builders, shaped like firebase-tools' runtime.js --------------------------------

export function loadRuleset(
  id: number,
  rulesetName: string,
  content: string,
  name = 'storage.rules',
) {
  return {
    id,
    action: 'load_ruleset',
    context: { rulesetName, source: { files: [{ name, content }] } },
  };
}

const nullValue: ExpressionValue = { null_value: null };

/** A JS value as an ExpressionValue, like firebase-tools' toExpressionValue(). */
export function toExpression(value: unknown): ExpressionValue {
  if (value === null || value === undefined) return nullValue;
  if (typeof value === 'string') return { string_value: value };
  if (typeof value === 'boolean') return { bool_value: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { int_value: value } : { float_value: value };
  }
  if (value instanceof Date) return { timestamp_value: value.toISOString() };
  if (Array.isArray(value)) return { list_value: { values: value.map(toExpression) } };
  const fields: Record<string, ExpressionValue> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    fields[key] = toExpression(field);
  }
  return { map_value: { fields } };
}

export interface VerifyOptions {
  rulesetName: string;
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  /** Object path inside the bucket, e.g. "covers/a.png" (list: the prefix without "/"). */
  object: string;
  uid?: string;
  delimiter?: string;
  /** The stored object's metadata (resource). */
  before?: Record<string, unknown>;
  /** The proposed object's metadata (request.resource). */
  after?: Record<string, unknown>;
}

export function verify(id: number, options: VerifyOptions) {
  const path = `/b/${BUCKET}/o/${options.object}`.replace(/\/$/, '');
  const auth = options.uid
    ? toExpression({ uid: options.uid, token: { user_id: options.uid, email_verified: true } })
    : nullValue;
  return {
    id,
    action: 'verify',
    context: {
      rulesetName: options.rulesetName,
      service: 'firebase.storage',
      path,
      method: options.method,
      delimiter: options.delimiter,
      variables: {
        resource: toExpression(options.before ?? null),
        request: {
          map_value: {
            fields: {
              path: {
                path_value: {
                  segments: path
                    .split('/')
                    .filter((segment) => segment)
                    .map((simple) => ({ simple })),
                },
              },
              time: toExpression(new Date()),
              resource: toExpression(options.after ?? null),
              auth,
            },
          },
        },
      },
    },
  };
}

/** The object metadata firebase-tools passes as (request.)resource. */
export function objectMetadata(name: string, size: number, contentType: string) {
  return {
    name,
    bucket: BUCKET,
    generation: 1,
    metageneration: 1,
    size,
    timeCreated: new Date(),
    updated: new Date(),
    md5Hash: 'md5',
    crc32c: 'crc',
    etag: 'etag',
    contentDisposition: '',
    contentEncoding: '',
    contentType,
    metadata: {},
  };
}
