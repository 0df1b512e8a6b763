// 'Importar membros' through the Functions emulator: only admins look up, stage and run; a file
// imported twice changes nothing the second time; a job stopped half-way finishes when run again;
// an existing member is never downgraded; each import leaves its audit entry and each new member
// one welcome e-mail, whose link sets the password.
import {
  callableMessages,
  COLLECTIONS,
  FOUNDER_TAG,
  lookupImportMembersCallable,
  MEMBER_IMPORT_CHUNK_ROWS,
  memberImportMessages as m,
  runMemberImportCallable,
  stageMemberImportCallable,
  type ImportRow,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { confirmPasswordReset, getAuth } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { runImportSlice } from '../../functions/src/member-import/import-job';
import {
  adminAuth,
  adminDb,
  expectCallableError,
  profileOf,
  seedAdmin,
  seedUser,
  useFunctionsSuite,
} from '../support/functions-env';

const client = useFunctionsSuite();

const row = (line: number, email: string, fields: Partial<ImportRow> = {}): ImportRow => ({
  line,
  email,
  name: '',
  phone: null,
  plan: null,
  start: null,
  end: null,
  tag: null,
  ...fields,
});

let jobNumber = 0;

/** Sends the rows as the screen does (chunks of 500) and answers the job's id. */
async function stage(rows: ImportRow[], sendWelcome = true, fileName = 'membros.csv') {
  jobNumber += 1;
  const jobId = `job-${Date.now()}-${jobNumber}`;
  const chunkCount = Math.ceil(rows.length / MEMBER_IMPORT_CHUNK_ROWS);
  for (let index = 0; index < chunkCount; index++) {
    await client.call(stageMemberImportCallable, {
      jobId,
      fileName,
      sendWelcome,
      total: rows.length,
      chunkCount,
      index,
      rows: rows.slice(index * MEMBER_IMPORT_CHUNK_ROWS, (index + 1) * MEMBER_IMPORT_CHUNK_ROWS),
    });
  }
  return jobId;
}

/** Runs the job call after call until it is done, as the screen does. */
async function runToEnd(jobId: string) {
  for (;;) {
    const answer = await client.call(runMemberImportCallable, { jobId });
    if (answer.status === 'done') return answer;
  }
}

const importFile = async (rows: ImportRow[], sendWelcome = true) =>
  runToEnd(await stage(rows, sendWelcome));

const job = async (jobId: string) =>
  (await adminDb.collection(COLLECTIONS.memberImports).doc(jobId).get()).data();

async function mailTo(email: string) {
  const snapshot = await adminDb.collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snapshot.docs.map((doc) => doc.data() as { message: { subject: string; text: string } });
}

async function history(uid: string) {
  const snapshot = await adminDb
    .collection(COLLECTIONS.membershipChanges)
    .where('uid', '==', uid)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** A stored Timestamp's milliseconds (undefined when absent). */
const millis = (value: unknown) => (value as Timestamp | undefined)?.toMillis();

const uidOf = async (email: string) => (await adminAuth.getUserByEmail(email)).uid;

/** A São Paulo day's end: the next day's midnight in São Paulo (UTC−3). */
const endOf = (day: string) => {
  const next = new Date(`${day}T00:00:00-03:00`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime();
};

describe('member import: who may', () => {
  it('refuses students and signed-out callers with a pt-BR message, writing nothing', async () => {
    const student = await seedUser('aluno@demo.test');
    const staging = {
      jobId: 'j1',
      fileName: 'membros.csv',
      sendWelcome: true,
      total: 1,
      chunkCount: 1,
      index: 0,
      rows: [row(2, 'nova@exemplo.com')],
    };
    await expectCallableError(
      client.call(stageMemberImportCallable, staging),
      'unauthenticated',
      callableMessages.signedOut,
    );
    await client.signIn(student);
    await expectCallableError(
      client.call(stageMemberImportCallable, staging),
      'permission-denied',
      m.adminsOnly,
    );
    await expectCallableError(
      client.call(runMemberImportCallable, { jobId: 'j1' }),
      'permission-denied',
      m.adminsOnly,
    );
    await expectCallableError(
      client.call(lookupImportMembersCallable, { emails: ['aluno@demo.test'] }),
      'permission-denied',
      m.adminsOnly,
    );
    expect(await job('j1')).toBeUndefined();
  });

  it('refuses rows the dry run would have refused', async () => {
    await client.signIn(await seedAdmin());
    await expectCallableError(
      client.call(stageMemberImportCallable, {
        jobId: 'j2',
        fileName: 'membros.csv',
        sendWelcome: true,
        total: 1,
        chunkCount: 1,
        index: 0,
        rows: [row(2, 'Nova@Exemplo.com ')],
      }),
      'invalid-argument',
      m.invalidRows,
    );
    await expectCallableError(
      client.call(runMemberImportCallable, { jobId: 'nada' }),
      'not-found',
      m.jobNotFound,
    );
  });
});

describe('member import', () => {
  it('creates new members with their dates, one history entry, one audit entry, and answers the dry run', async () => {
    const admin = await seedAdmin();
    await client.signIn(admin);
    const jobId = await stage([
      row(2, 'joao@exemplo.com', { name: 'João Conceição', plan: 'fundador', end: '2030-12-31' }),
      row(3, 'sem-fim@exemplo.com', { plan: 'mensal', start: '2030-01-10' }),
      row(4, 'sem-plano@exemplo.com', { tag: 'Turma 2024' }),
    ]);
    expect((await job(jobId))?.status).toBe('staging');
    const answer = await runToEnd(jobId);
    expect(answer).toEqual({ status: 'done', done: 3, total: 3 });

    const joao = await profileOf(await uidOf('joao@exemplo.com'));
    expect(joao).toMatchObject({
      name: 'João Conceição',
      email: 'joao@exemplo.com',
      role: 'ALUNO',
      plan: 'fundador',
      tag: FOUNDER_TAG,
      cancelled: false,
    });
    expect(millis(joao?.validUntil)).toBe(endOf('2030-12-31'));
    expect(joao?.importedAt).toBeInstanceOf(Timestamp);
    // No end date: the plan's term from the start (a month and the grace days for 'mensal').
    const monthly = await profileOf(await uidOf('sem-fim@exemplo.com'));
    expect(monthly).toMatchObject({ name: 'sem-fim', plan: 'mensal' });
    expect(new Date(millis(monthly?.validUntil) ?? 0).toISOString().slice(0, 10)).toBe(
      '2030-02-17',
    );
    expect(await profileOf(await uidOf('sem-plano@exemplo.com'))).toMatchObject({
      plan: '',
      tag: 'Turma 2024',
      validUntil: null,
    });

    const [entry, ...more] = await history(await uidOf('joao@exemplo.com'));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      source: 'import',
      action: 'import',
      actorUid: admin.uid,
      importJobId: jobId,
      fileName: 'membros.csv',
      accountCreated: true,
      before: null,
    });

    const log = (await adminDb.collection(COLLECTIONS.memberImportLog).doc(jobId).get()).data();
    expect(log).toMatchObject({
      jobId,
      fileName: 'membros.csv',
      actorUid: admin.uid,
      actorName: 'Admin Demo',
      total: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      welcomed: 3,
    });
    expect(log?.finishedAt).toBeInstanceOf(Timestamp);
    expect(await job(jobId)).toMatchObject({ status: 'done', done: 3, created: 3 });
    // The staged rows are gone once the job is done.
    const chunks = await adminDb.collection(`${COLLECTIONS.memberImports}/${jobId}/chunks`).get();
    expect(chunks.size).toBe(0);

    // The dry run of the same file now finds all three.
    const lookup = await client.call(lookupImportMembersCallable, {
      emails: ['joao@exemplo.com', 'outra@exemplo.com', 'sem-plano@exemplo.com'],
    });
    expect(lookup.members.map((member) => member.email).sort()).toEqual([
      'joao@exemplo.com',
      'sem-plano@exemplo.com',
    ]);
    expect(lookup.members.find((member) => member.email === 'joao@exemplo.com')).toEqual({
      email: 'joao@exemplo.com',
      plan: 'fundador',
      validUntil: new Date(endOf('2030-12-31')).toISOString(),
    });
  });

  it('queues the welcome e-mail once, and its link sets the password', async () => {
    await client.signIn(await seedAdmin());
    const rows = [row(2, 'maria@exemplo.com', { name: 'Maria Souza', plan: 'mensal' })];
    await importFile(rows);
    await importFile(rows);
    const [welcome, ...more] = await mailTo('maria@exemplo.com');
    expect(more).toEqual([]);
    expect(welcome?.message.subject).toBe(
      'Sua conta na nova plataforma está pronta: crie sua senha',
    );
    expect(welcome?.message.text).toContain('Olá, Maria!');
    const link = /Crie sua senha: (\S+)/.exec(welcome?.message.text ?? '')?.[1] ?? '';
    const oobCode = new URL(link).searchParams.get('oobCode') ?? '';
    await client.signOut();
    await confirmPasswordReset(getAuth(client.app), oobCode, 'senha-da-maria');
    await client.signIn({ email: 'maria@exemplo.com', password: 'senha-da-maria' });
    expect(getAuth(client.app).currentUser?.uid).toBe(await uidOf('maria@exemplo.com'));
  });

  it('sends no welcome e-mail when the admin unticks it', async () => {
    await client.signIn(await seedAdmin());
    const jobId = await stage([row(2, 'quieta@exemplo.com')], false);
    await runToEnd(jobId);
    expect(await mailTo('quieta@exemplo.com')).toEqual([]);
    expect(await job(jobId)).toMatchObject({ created: 1, welcomed: 0 });
  });

  it('changes nothing when the same file is imported twice', async () => {
    await client.signIn(await seedAdmin());
    const rows = [
      row(2, 'ana@exemplo.com', { plan: 'fundador', end: '2031-06-30' }),
      row(3, 'bia@exemplo.com', { name: 'Bia', end: '2031-01-31' }),
    ];
    await importFile(rows);
    const before = await adminDb.collection(COLLECTIONS.profiles).get();
    const historyBefore = await adminDb.collection(COLLECTIONS.membershipChanges).count().get();
    const second = await stage(rows);
    await runToEnd(second);
    expect(await job(second)).toMatchObject({ created: 0, updated: 0, unchanged: 2, welcomed: 0 });
    const after = await adminDb.collection(COLLECTIONS.profiles).get();
    expect(after.docs.map((doc) => [doc.id, doc.updateTime.toMillis()])).toEqual(
      before.docs.map((doc) => [doc.id, doc.updateTime.toMillis()]),
    );
    expect((await adminDb.collection(COLLECTIONS.membershipChanges).count().get()).data()).toEqual(
      historyBefore.data(),
    );
    expect(await mailTo('ana@exemplo.com')).toHaveLength(1);
  });

  it('never downgrades an existing member: only a plan they lack and a later end date', async () => {
    await client.signIn(await seedAdmin());
    const later = Timestamp.fromDate(new Date('2031-01-01T03:00:00Z'));
    const keeps = await seedUser('fica@exemplo.com', {
      name: 'Fica Igual',
      plan: 'fundador',
      tag: FOUNDER_TAG,
      validUntil: later,
      role: 'ADMIN',
    });
    const extends_ = await seedUser('estende@exemplo.com', {
      name: 'Estende',
      plan: '',
      tag: 'Parceiro antigo',
      validUntil: Timestamp.fromDate(new Date('2026-01-01T03:00:00Z')),
    });
    const forever = await seedUser('sem-fim@exemplo.com', { plan: 'mensal', validUntil: null });
    await adminDb.doc(`profiles/${extends_.uid}/completions/aula-1`).set({ done: true });

    const jobId = await stage([
      row(2, 'fica@exemplo.com', { plan: 'mensal', end: '2027-01-01', name: 'Outro' }),
      row(3, 'estende@exemplo.com', { plan: 'fundador', end: '2032-03-31' }),
      row(4, 'sem-fim@exemplo.com', { end: '2027-01-01' }),
    ]);
    await runToEnd(jobId);
    expect(await job(jobId)).toMatchObject({ created: 0, updated: 1, unchanged: 2 });

    expect(await profileOf(keeps.uid)).toMatchObject({
      name: 'Fica Igual',
      plan: 'fundador',
      role: 'ADMIN',
      validUntil: later,
    });
    const extended = await profileOf(extends_.uid);
    expect(extended).toMatchObject({ plan: 'fundador', tag: FOUNDER_TAG, name: 'Estende' });
    expect(millis(extended?.validUntil)).toBe(endOf('2032-03-31'));
    expect((await profileOf(forever.uid))?.validUntil).toBeNull();
    expect((await adminDb.doc(`profiles/${extends_.uid}/completions/aula-1`).get()).exists).toBe(
      true,
    );
    const [entry] = await history(extends_.uid);
    expect(entry).toMatchObject({
      source: 'import',
      before: { plan: '', tag: 'Parceiro antigo' },
      after: { plan: 'fundador', tag: FOUNDER_TAG },
    });
    expect(await history(keeps.uid)).toEqual([]);
    expect(await mailTo('estende@exemplo.com')).toEqual([]);
  });

  it('finishes a job stopped half-way when it runs again, writing nothing twice', async () => {
    const admin = await seedAdmin();
    await client.signIn(admin);
    const rows = Array.from({ length: 250 }, (_, i) =>
      row(i + 2, `membro${String(i).padStart(3, '0')}@exemplo.com`, { plan: 'mensal' }),
    );
    const jobId = await stage(rows);
    // The first run stops after its first batch (as a call that timed out would).
    const deps = {
      db: adminDb,
      auth: adminAuth,
      now: () => new Date(),
      appUrl: undefined,
    };
    const first = await runImportSlice(deps, jobId, { uid: admin.uid, name: 'Admin Demo' }, 1);
    expect(first).toEqual({ status: 'running', done: 100, total: 250 });
    // The next batch's accounts were created in Auth before the interruption, not their profiles.
    await adminAuth.createUser({ email: 'membro150@exemplo.com' });

    expect(await runToEnd(jobId)).toEqual({ status: 'done', done: 250, total: 250 });
    expect(await job(jobId)).toMatchObject({ created: 250, welcomed: 250, unchanged: 0 });
    expect(
      (
        await adminDb.collection(COLLECTIONS.profiles).where('plan', '==', 'mensal').count().get()
      ).data().count,
    ).toBe(250);
    expect((await adminDb.collection(COLLECTIONS.mail).count().get()).data().count).toBe(250);
    expect(await mailTo('membro150@exemplo.com')).toHaveLength(1);
    // Running a finished job again does nothing.
    expect(await client.call(runMemberImportCallable, { jobId })).toEqual({
      status: 'done',
      done: 250,
      total: 250,
    });
    expect((await adminDb.collection(COLLECTIONS.mail).count().get()).data().count).toBe(250);
  });

  it('keeps a running job from taking other rows', async () => {
    const admin = await seedAdmin();
    await client.signIn(admin);
    const jobId = await stage([row(2, 'uma@exemplo.com')]);
    await runToEnd(jobId);
    await expectCallableError(
      client.call(stageMemberImportCallable, {
        jobId,
        fileName: 'membros.csv',
        sendWelcome: true,
        total: 1,
        chunkCount: 1,
        index: 0,
        rows: [row(2, 'outra@exemplo.com')],
      }),
      'failed-precondition',
      m.jobMismatch,
    );
  });
});
