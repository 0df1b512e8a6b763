// The storage rules runtime (scripts/emulators/storage-rules-runtime) on its own: the
// firebase-tools 14 protocol over stdin/stdout, no emulator. Also measures start-up and
// per-decision time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../scripts/seed/demo-project';
import { repoRoot } from '../support/repo-root';
import {
  RuntimeClient,
  loadRuleset,
  objectMetadata,
  runtimeJar,
  verify,
  type RuntimeMessage,
} from './runtime-client';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /public/{file} {
      allow read: if request.auth != null;
      allow create: if request.resource.size < 1024 && request.resource.contentType == 'image/png';
    }
    match /admin/{file} {
      allow read: if firestore.get(/databases/(default)/documents/profiles/$(request.auth.uid)).data.role == 'ADMIN';
    }
    match /twice/{file} {
      // Reads the caller's profile twice and another document once.
      allow read: if firestore.get(/databases/(default)/documents/profiles/$(request.auth.uid)).data.role == 'ADMIN'
        && firestore.get(/databases/(default)/documents/profiles/$(request.auth.uid)).data.cancelled == false
        && firestore.exists(/databases/(default)/documents/settings/open);
    }
    match /shallow/{file} {
      allow list: if request.auth != null;
    }
    match /deep/{rest=**} {
      allow list: if request.auth != null;
    }
  }
}
`;

const BROKEN_RULES = `rules_version = '2';
service firebase.storage {{
  match /b/{bucket}/o {
    match /{all=**} { allow read: if true; }
  }
}
`;

const V1_RULES = `service firebase.storage {
  match /b/{bucket}/o {
    match /{all=**} { allow read: if true; }
  }
}
`;

let client: RuntimeClient;
let ready: RuntimeMessage;
let startMs = 0;
let firstDecisionMs = 0;
let nextId = 0;

/** Sends a verify and returns its final reply (for requests that need no Firestore data). */
async function decide(options: Parameters<typeof verify>[1]): Promise<RuntimeMessage> {
  const id = nextId++;
  client.send(verify(id, options));
  return client.reply(id);
}

async function permitted(options: Parameters<typeof verify>[1]): Promise<boolean | undefined> {
  return (await decide(options)).result?.permit;
}

const profileDoc = (uid: string, role: string) => ({
  name: `projects/${PROJECT_ID}/databases/(default)/documents/profiles/${uid}`,
  fields: { role: { stringValue: role }, cancelled: { booleanValue: false } },
});

beforeAll(async () => {
  const jar = await runtimeJar();
  const started = performance.now();
  // Without the reply gap (ProtocolOutput.java): it paces the replies for a firebase-tools that
  // reads each chunk as one message, which the patched one does not, and it would make every
  // exchange here wait 15 ms. The framing tests below are stricter for it (replies can then share
  // a chunk). The storage emulator suites run the runtime with its default gap.
  ({ client, ready } = await RuntimeClient.start(jar, { STORAGE_RULES_RUNTIME_REPLY_GAP_MS: '0' }));
  startMs = performance.now() - started;

  client.send(loadRuleset(nextId, 'main', RULES));
  const loaded = await client.reply(nextId++);
  expect(loaded.errors).toEqual([]);
  // What the first upload after `emulators:start` waits for: start, warm-up, load, decide.
  await permitted({ rulesetName: 'main', method: 'get', object: 'public/first.png', uid: 'u1' });
  firstDecisionMs = performance.now() - started;
});

afterAll(async () => {
  await client?.stop();
});

describe('start-up', () => {
  it('announces itself with id -1 and status ok, which firebase-tools waits for', () => {
    expect(ready).toMatchObject({ id: -1, status: 'ok' });
    console.info(
      `storage rules runtime: ready in ${startMs.toFixed(0)} ms, first decision after ${firstDecisionMs.toFixed(0)} ms`,
    );
  });
});

describe('load_ruleset', () => {
  it('reports the rules version of a ruleset that compiles', async () => {
    client.send(loadRuleset(nextId, 'v1', V1_RULES));
    const v1 = await client.reply(nextId++);
    expect(v1).toMatchObject({ status: 'ok', result: { rulesVersion: 1 }, errors: [] });

    client.send(loadRuleset(nextId, 'v2', RULES));
    const v2 = await client.reply(nextId++);
    expect(v2).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
  });

  it('compiles the project storage.rules without errors', async () => {
    const content = readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8');
    client.send(loadRuleset(nextId, 'project', content));
    const reply = await client.reply(nextId++);
    expect(reply.errors).toEqual([]);
    expect(reply.result?.rulesVersion).toBe(2);
  });

  it('reports a broken ruleset as errors that firebase-tools can parse', async () => {
    client.send(loadRuleset(nextId, 'broken', BROKEN_RULES, 'broken.rules'));
    const reply = await client.reply(nextId++);
    // status stays "ok": firebase-tools 14.27 drops any other status without resolving.
    expect(reply.status).toBe('ok');
    expect(reply.result).toBeUndefined();
    expect(reply.errors?.length).toBeGreaterThan(0);
    const issue = JSON.parse(reply.errors![0]!) as {
      description_: string;
      sourcePosition_: { fileName_: string; line_: number };
    };
    expect(issue.description_).toMatch(/\{/);
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'broken.rules', line_: 2 });
  });

  it('refuses to verify against a ruleset that never loaded', async () => {
    const reply = await decide({ rulesetName: 'broken', method: 'get', object: 'public/a.png' });
    expect(reply.errors?.length).toBeGreaterThan(0);
    expect(reply.result).toBeUndefined();
  });
});

describe('verify', () => {
  it('allows a signed-in read and denies a signed-out one', async () => {
    expect(
      await permitted({ rulesetName: 'main', method: 'get', object: 'public/a.png', uid: 'u1' }),
    ).toBe(true);
    expect(await permitted({ rulesetName: 'main', method: 'get', object: 'public/a.png' })).toBe(
      false,
    );
  });

  it('evaluates request.resource for uploads', async () => {
    const small = objectMetadata('public/a.png', 100, 'image/png');
    const large = objectMetadata('public/a.png', 4096, 'image/png');
    const gif = objectMetadata('public/a.gif', 100, 'image/gif');
    const base = {
      rulesetName: 'main',
      method: 'create',
      object: 'public/a.png',
      uid: 'u1',
    } as const;
    expect(await permitted({ ...base, after: small })).toBe(true);
    expect(await permitted({ ...base, after: large })).toBe(false);
    expect(await permitted({ ...base, after: gif })).toBe(false);
  });

  it('denies paths no rule matches and methods no rule grants', async () => {
    expect(
      await permitted({ rulesetName: 'main', method: 'get', object: 'other/a.png', uid: 'u1' }),
    ).toBe(false);
    expect(
      await permitted({ rulesetName: 'main', method: 'delete', object: 'public/a.png', uid: 'u1' }),
    ).toBe(false);
  });

  it('denies, with a warning-free reply, when evaluation fails (null auth in a path)', async () => {
    // request.auth is null, so $(request.auth.uid) fails: an evaluation error means deny.
    const reply = await decide({ rulesetName: 'main', method: 'get', object: 'admin/a.png' });
    expect(reply.result?.permit).toBe(false);
    expect(reply.errors).toEqual([]);
  });
});

describe('firestore.get() callbacks', () => {
  it('asks firebase-tools for the document and permits on its data', async () => {
    const id = nextId++;
    client.send(
      verify(id, { rulesetName: 'main', method: 'get', object: 'admin/a.png', uid: 'adm' }),
    );
    const callback = await client.callback(id);
    expect(callback).toMatchObject({
      server_request_id: id,
      action: 'fetch_firestore_document',
      context: { path: '/databases/(default)/documents/profiles/adm' },
    });
    expect(callback.id).toBeUndefined();
    client.send({ id, status: 'ok', result: profileDoc('adm', 'ADMIN'), warnings: [], errors: [] });
    expect((await client.reply(id)).result?.permit).toBe(true);
  });

  it('denies on the data of another role and on a missing document', async () => {
    const student = nextId++;
    client.send(
      verify(student, { rulesetName: 'main', method: 'get', object: 'admin/a.png', uid: 'stu' }),
    );
    await client.callback(student);
    client.send({
      id: student,
      status: 'ok',
      result: profileDoc('stu', 'ALUNO'),
      warnings: [],
      errors: [],
    });
    expect((await client.reply(student)).result?.permit).toBe(false);

    const ghost = nextId++;
    client.send(
      verify(ghost, { rulesetName: 'main', method: 'get', object: 'admin/a.png', uid: 'ghost' }),
    );
    await client.callback(ghost);
    client.send({ id: ghost, status: 'not_found', warnings: [], errors: [] });
    expect((await client.reply(ghost)).result?.permit).toBe(false);
  });

  it('fetches each document once per request, one callback at a time', async () => {
    const id = nextId++;
    client.send(
      verify(id, { rulesetName: 'main', method: 'get', object: 'twice/a.png', uid: 'adm' }),
    );
    const first = await client.callback(id);
    expect(first.context?.path).toBe('/databases/(default)/documents/profiles/adm');
    // Nothing else may be asked for this id until firebase-tools has answered.
    await expect(
      client.next((m) => m.server_request_id === id || m.id === id, 300),
    ).rejects.toThrow();
    client.send({ id, status: 'ok', result: profileDoc('adm', 'ADMIN'), warnings: [], errors: [] });

    const second = await client.callback(id);
    expect(second.context?.path).toBe('/databases/(default)/documents/settings/open');
    client.send({
      id,
      status: 'ok',
      result: {
        name: `projects/${PROJECT_ID}/databases/(default)/documents/settings/open`,
        fields: {},
      },
      warnings: [],
      errors: [],
    });
    expect((await client.reply(id)).result?.permit).toBe(true);
  });

  it('reads firestore.exists() as false for a missing document', async () => {
    const id = nextId++;
    client.send(
      verify(id, { rulesetName: 'main', method: 'get', object: 'twice/a.png', uid: 'adm' }),
    );
    await client.callback(id);
    client.send({ id, status: 'ok', result: profileDoc('adm', 'ADMIN'), warnings: [], errors: [] });
    await client.callback(id);
    client.send({ id, status: 'not_found', warnings: [], errors: [] });
    expect((await client.reply(id)).result?.permit).toBe(false);
  });
});

describe('list requests (prefix + delimiter)', () => {
  // As in production: a list with the "/" delimiter is granted by the rules of the objects one
  // level below the prefix; a list without delimiter returns objects at any depth, so only a
  // recursive wildcard grants it.
  const list = (object: string, delimiter?: string, uid = 'u1') =>
    permitted({
      rulesetName: 'main',
      method: 'list',
      object,
      uid,
      ...(delimiter ? { delimiter } : {}),
    });

  it('grants "shallow/" with "/" through match /shallow/{file}', async () => {
    expect(await list('shallow', '/')).toBe(true);
    expect(await list('shallow', '/', '')).toBe(false);
  });

  it('does not grant a recursive listing of "shallow/" through a one-level match', async () => {
    expect(await list('shallow')).toBe(false);
  });

  it('grants "deep/" and its subfolders through a recursive wildcard, with or without delimiter', async () => {
    expect(await list('deep', '/')).toBe(true);
    expect(await list('deep')).toBe(true);
    expect(await list('deep/a/b', '/')).toBe(true);
  });

  it('does not grant the bucket root or a folder without rules', async () => {
    expect(await list('', '/')).toBe(false);
    expect(await list('other', '/')).toBe(false);
  });

  it('counts list as part of read', async () => {
    expect(await list('public', '/')).toBe(true);
  });
});

describe('framing and speed', () => {
  // firebase-tools reads the runtime line by line (scripts/emulators/patch-firebase-tools.mjs), so
  // what matters is that every message is one whole line, however the pipe groups them into chunks.
  const linesSince = (chunkIndex: number) =>
    client.chunks
      .slice(chunkIndex)
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '');

  it('writes every message as one whole line, even under concurrent requests', async () => {
    const before = client.chunks.length;
    const ids = Array.from({ length: 20 }, () => nextId++);
    for (const id of ids) {
      client.send(
        verify(id, { rulesetName: 'main', method: 'get', object: 'public/a.png', uid: 'u1' }),
      );
    }
    const replies = await Promise.all(ids.map((id) => client.reply(id)));
    expect(replies.every((reply) => reply.result?.permit === true)).toBe(true);
    expect(client.chunks.slice(before).join('').endsWith('\n')).toBe(true);
    const lines = linesSince(before);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    for (const id of ids) {
      expect(lines.filter((line) => line.includes(`"id":${id},`))).toHaveLength(1);
    }
  });

  it('ends back-to-back replies each with its own newline', async () => {
    const first = nextId++;
    const second = nextId++;
    const before = client.chunks.length;
    client.send(
      verify(first, { rulesetName: 'main', method: 'get', object: 'public/a.png', uid: 'u1' }),
    );
    client.send(
      verify(second, { rulesetName: 'main', method: 'get', object: 'public/b.png', uid: 'u1' }),
    );
    await client.reply(first);
    await client.reply(second);
    const lines = linesSince(before);
    const holding = (id: number) => lines.filter((line) => line.includes(`"id":${id},`));
    expect(holding(first)).toHaveLength(1);
    expect(holding(second)).toHaveLength(1);
    expect(holding(first)[0]).not.toBe(holding(second)[0]);
  });

  it('decides 100 sequential requests right (and prints the time per decision)', async () => {
    for (let round = 0; round < 30; round++) {
      await permitted({ rulesetName: 'main', method: 'get', object: 'public/warm.png', uid: 'u1' });
    }
    const rounds = 100;
    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      const uid = round % 2 === 0 ? 'u1' : undefined;
      const object = `public/${round}.png`;
      expect(await permitted({ rulesetName: 'main', method: 'get', object, uid })).toBe(!!uid);
    }
    // A figure for whoever changes the runtime, not an assertion: a busy machine slows it.
    console.info(
      `storage rules runtime: ${((performance.now() - started) / rounds).toFixed(2)} ms per decision over ${rounds} (engine + pipe round trip)`,
    );
  });

  it('keeps stderr silent (firebase-tools logs any stderr text as a warning)', () => {
    expect(client.stderr.join('')).toBe('');
  });
});
