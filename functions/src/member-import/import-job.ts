// Runs an import job (docs/member-import.md): the staged rows in file order, BATCH rows per
// transaction. Each transaction writes the batch's profiles, history entries and welcome e-mails
// together with the job's progress, so the job's `done` is exactly what is written: a run that
// stops anywhere is finished by the next one, from there, and nothing is written twice.
import {
  addDays,
  COLLECTIONS,
  importOutcome,
  membershipUpdate,
  MEMBER_IMPORT_BATCH_ROWS,
  MEMBER_IMPORT_CHUNK_ROWS,
  memberImportMessages as m,
  newProfile,
  PLAN_TAGS,
  saoPauloWallClock,
  toOptionalDate,
  type CurrentMembership,
  type ImportRow,
  type Mail,
  type MemberImportJob,
  type MemberImportLog,
  type MembershipChange,
  type MembershipState,
  type RunMemberImportOutput,
} from '@app/domain';
import type { Auth, UserImportRecord } from 'firebase-admin/auth';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { membershipState, tagWithoutPlan } from '../common/membership-state';
import type { StoredProfile } from '../common/profiles';
import { accessEndForOrder } from '../purchases/membership-dates';
import { welcomeEmail } from '../purchases/welcome-email';
import { authUids, profilesOf } from './find-members';
import { chunkRef, jobRef } from './job-refs';

export interface ImportDeps {
  db: Firestore;
  auth: Auth;
  now: () => Date;
  /** Where the set-password link returns (the app's /login). */
  appUrl: string | undefined;
}

export interface Actor {
  uid: string;
  name: string | null;
}

/**
 * A call stops starting batches after this long, whatever `maxRows` says, so it answers well
 * within the web SDK's 70 s for a callable; the screen calls again.
 */
const CALL_BUDGET_MS = 40_000;

/** Password-reset links are asked for this many at a time. */
const LINKS_AT_ONCE = 10;

type Writable<T> = { [K in keyof T]: T[K] | FieldValue };

/** The welcome e-mail of an imported member: one per account, whatever runs again. */
export const welcomeMailId = (uid: string) => `member-import-welcome-${uid}`;

/**
 * Writes up to `maxRows` more rows of the job (rounded up to whole batches, and for at most
 * CALL_BUDGET_MS) and answers where it stands. Safe to call while another call runs the same
 * job: a batch another call already wrote is not written again.
 */
export async function runImportSlice(
  deps: ImportDeps,
  jobId: string,
  actor: Actor,
  maxRows: number,
): Promise<RunMemberImportOutput> {
  const job = await startJob(deps, jobId);
  if (job.status === 'done') return { status: 'done', done: job.done, total: job.total };

  const deadline = Date.now() + CALL_BUDGET_MS;
  let written = 0;
  let state = job;
  while (state.done < state.total && written < maxRows && Date.now() < deadline) {
    const rows = await rowsFrom(deps.db, jobId, state.done);
    const after = await writeBatch(deps, jobId, actor, state, rows);
    written += rows.length;
    state = after;
  }
  if (state.status === 'done') await dropChunks(deps.db, jobId, state.chunkCount);
  return { status: state.status, done: state.done, total: state.total };
}

/** The job, moved from 'staging' to 'running' once every chunk has arrived. */
async function startJob(deps: ImportDeps, jobId: string): Promise<MemberImportJob> {
  const ref = jobRef(deps.db, jobId);
  const job = (await ref.get()).data();
  if (!job) throw new HttpsError('not-found', m.jobNotFound);
  if (job.status !== 'staging') return job;
  const staged = await ref.collection(COLLECTIONS.memberImportChunks).count().get();
  if (staged.data().count !== job.chunkCount) {
    throw new HttpsError('failed-precondition', m.jobIncomplete);
  }
  await ref.update({ status: 'running', updatedAt: FieldValue.serverTimestamp() });
  return { ...job, status: 'running' };
}

/** The next batch: rows `done` … `done + BATCH - 1` (a batch never spans two chunks). */
async function rowsFrom(db: Firestore, jobId: string, done: number): Promise<ImportRow[]> {
  const index = Math.floor(done / MEMBER_IMPORT_CHUNK_ROWS);
  const chunk = (await chunkRef(db, jobId, index).get()).data();
  if (!chunk) throw new HttpsError('failed-precondition', m.jobIncomplete);
  const from = done - index * MEMBER_IMPORT_CHUNK_ROWS;
  return chunk.rows.slice(from, from + MEMBER_IMPORT_BATCH_ROWS);
}

/** Access through a São Paulo day: to the next day's midnight, as 'Gerenciar acesso' sets it. */
const endOfSaoPauloDay = (day: string) => saoPauloWallClock(addDays(day, 1), '00:00');

const displayName = (row: ImportRow) => row.name || row.email.split('@')[0] || row.email;

/**
 * The accounts of a batch: found in Auth, or created without a password (the welcome e-mail's
 * link sets one). An account another call created meanwhile is looked up again.
 */
async function accountsOf(
  deps: ImportDeps,
  rows: readonly ImportRow[],
): Promise<Map<string, string>> {
  const uids = await authUids(
    deps.auth,
    rows.map((row) => row.email),
  );
  const missing = rows.filter((row) => !uids.has(row.email));
  if (missing.length === 0) return uids;
  const records: UserImportRecord[] = missing.map((row) => ({
    uid: deps.db.collection(COLLECTIONS.profiles).doc().id,
    email: row.email,
    displayName: displayName(row),
    emailVerified: false,
  }));
  const result = await deps.auth.importUsers(records);
  const failed = new Set(result.errors.map((error) => error.index));
  records.forEach((record, index) => {
    if (!failed.has(index) && record.email) uids.set(record.email, record.uid);
  });
  if (failed.size > 0) {
    const again = await authUids(
      deps.auth,
      [...failed].map((index) => records[index]?.email ?? '').filter(Boolean),
    );
    for (const [email, uid] of again) uids.set(email, uid);
  }
  const lost = rows.find((row) => !uids.has(row.email));
  if (lost) throw new Error(`member import: no account for line ${lost.line}`);
  return uids;
}

/** Set-password links for the new members, a few requests at a time. */
async function setPasswordLinks(
  deps: ImportDeps,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const settings = deps.appUrl ? { url: `${deps.appUrl.replace(/\/$/, '')}/login` } : undefined;
  for (let i = 0; i < emails.length; i += LINKS_AT_ONCE) {
    const group = emails.slice(i, i + LINKS_AT_ONCE);
    const made = await Promise.all(
      group.map((email) => deps.auth.generatePasswordResetLink(email, settings)),
    );
    group.forEach((email, index) => links.set(email, made[index] ?? ''));
  }
  return links;
}

const current = (profile: StoredProfile): CurrentMembership => ({
  plan: profile.plan ?? '',
  validUntil: toOptionalDate(profile.validUntil),
});

/** A new member's access: the file's last day, or the plan's term from the start (or today). */
function newMemberEnd(row: ImportRow, now: Date): Date | null {
  if (row.end) return endOfSaoPauloDay(row.end);
  if (!row.plan) return null;
  const approvedAt = row.start ? saoPauloWallClock(row.start, '00:00') : now;
  return accessEndForOrder(row.plan, { approvedAt, nextChargeAt: null });
}

async function writeBatch(
  deps: ImportDeps,
  jobId: string,
  actor: Actor,
  job: MemberImportJob,
  rows: readonly ImportRow[],
): Promise<MemberImportJob> {
  const { db } = deps;
  const uids = await accountsOf(deps, rows);
  const known = await profilesOf(db, [...uids.values()]);
  const welcome = job.sendWelcome
    ? await setPasswordLinks(
        deps,
        rows.filter((row) => !known.has(uids.get(row.email) ?? '')).map((row) => row.email),
      )
    : new Map<string, string>();

  const ref = jobRef(db, jobId);
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored) throw new HttpsError('not-found', m.jobNotFound);
    // Another call wrote this batch meanwhile: carry on from where it left the job.
    if (stored.done !== job.done || stored.status === 'done') return stored;
    const refs = rows.map(
      (row) =>
        db
          .collection(COLLECTIONS.profiles)
          .doc(uids.get(row.email) ?? '') as DocumentReference<StoredProfile>,
    );
    const profiles = (await tx.getAll(...refs)).map((snap) => snap.data() ?? null);

    const counts = { created: 0, updated: 0, unchanged: 0, welcomed: 0 };
    const now = deps.now();
    // The dry run refuses repeated e-mails; a batch that has one anyway writes it once.
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const profile = profiles[index] ?? null;
      const uid = refs[index]?.id ?? '';
      if (seen.has(uid)) {
        counts.unchanged += 1;
        return;
      }
      seen.add(uid);
      const outcome = importOutcome(row, profile ? current(profile) : null);
      if (outcome === 'unchanged') {
        counts.unchanged += 1;
        return;
      }
      if (outcome === 'new') {
        counts.created += 1;
        const link = welcome.get(row.email);
        if (createMember(tx, db, { row, uid, now, job, jobId, actor, link })) counts.welcomed += 1;
        return;
      }
      counts.updated += 1;
      if (profile) updateMember(tx, db, { row, uid, profile, jobId, job, actor });
    });

    const done = stored.done + rows.length;
    const finished = done >= stored.total;
    const next: MemberImportJob = {
      ...stored,
      done,
      created: stored.created + counts.created,
      updated: stored.updated + counts.updated,
      unchanged: stored.unchanged + counts.unchanged,
      welcomed: stored.welcomed + counts.welcomed,
      status: finished ? 'done' : 'running',
    };
    const progress: Partial<Writable<MemberImportJob>> = {
      done,
      created: next.created,
      updated: next.updated,
      unchanged: next.unchanged,
      welcomed: next.welcomed,
      status: next.status,
      updatedAt: FieldValue.serverTimestamp(),
      ...(finished ? { finishedAt: FieldValue.serverTimestamp() } : {}),
    };
    tx.update(ref, progress);
    if (finished) {
      const log: Writable<MemberImportLog> = {
        jobId,
        fileName: stored.fileName,
        actorUid: stored.createdBy,
        actorName: stored.createdByName,
        total: stored.total,
        created: next.created,
        updated: next.updated,
        unchanged: next.unchanged,
        welcomed: next.welcomed,
        startedAt: stored.createdAt as Timestamp,
        finishedAt: FieldValue.serverTimestamp(),
      };
      tx.create(db.collection(COLLECTIONS.memberImportLog).doc(jobId), log);
    }
    return next;
  });
}

type HistoryEntry = Writable<Omit<MembershipChange, 'createdAt'>> & { createdAt: FieldValue };

function historyEntry(
  fields: Pick<MembershipChange, 'uid' | 'email' | 'before' | 'after' | 'accountCreated'>,
  jobId: string,
  job: MemberImportJob,
  actor: Actor,
): HistoryEntry {
  return {
    ...fields,
    source: 'import',
    action: 'import',
    actorUid: actor.uid,
    actorName: actor.name,
    importJobId: jobId,
    fileName: job.fileName,
    createdAt: FieldValue.serverTimestamp(),
  };
}

interface NewMember {
  row: ImportRow;
  uid: string;
  now: Date;
  job: MemberImportJob;
  jobId: string;
  actor: Actor;
  /** The set-password link, when the welcome e-mail goes. */
  link: string | undefined;
}

/** The profile, the history entry and the welcome e-mail; whether the e-mail was queued. */
function createMember(tx: Transaction, db: Firestore, member: NewMember): boolean {
  const { row, uid, now, job, jobId, actor, link } = member;
  const end = newMemberEnd(row, now);
  const after: MembershipState = {
    plan: row.plan ?? '',
    tag: row.tag ?? (row.plan ? (PLAN_TAGS[row.plan] ?? null) : null),
    validUntil: end ? Timestamp.fromDate(end) : null,
    isTemporary: false,
    isPartner: false,
    cancelled: false,
  };
  const name = displayName(row);
  tx.create(db.collection(COLLECTIONS.profiles).doc(uid), {
    ...newProfile(
      {
        name,
        email: row.email,
        phone: row.phone,
        isTemporary: false,
        isPartner: false,
        partnerName: null,
      },
      FieldValue.serverTimestamp(),
    ),
    ...after,
    importedAt: FieldValue.serverTimestamp(),
  });
  tx.create(
    db.collection(COLLECTIONS.membershipChanges).doc(),
    historyEntry(
      { uid, email: row.email, before: null, after, accountCreated: true },
      jobId,
      job,
      actor,
    ),
  );
  if (!job.sendWelcome || !link) return false;
  const mail: Mail = {
    to: row.email,
    message: welcomeEmail({ name, email: row.email, setPasswordUrl: link, reason: 'import' }),
  };
  tx.create(db.collection(COLLECTIONS.mail).doc(welcomeMailId(uid)), mail);
  return true;
}

interface ExistingMember {
  row: ImportRow;
  uid: string;
  profile: StoredProfile;
  job: MemberImportJob;
  jobId: string;
  actor: Actor;
}

/** Only a plan for a member without one and a later end date; nothing else is touched. */
function updateMember(tx: Transaction, db: Firestore, member: ExistingMember): void {
  const { row, uid, profile, job, jobId, actor } = member;
  const before = membershipState(profile);
  const update = membershipUpdate(row, current(profile));
  const after: MembershipState = { ...before };
  if (update.plan) {
    after.plan = update.plan;
    after.tag = PLAN_TAGS[update.plan] ?? tagWithoutPlan(before.tag) ?? before.tag;
  }
  if (update.end) after.validUntil = Timestamp.fromDate(endOfSaoPauloDay(update.end));
  tx.update(db.collection(COLLECTIONS.profiles).doc(uid), {
    plan: after.plan,
    tag: after.tag,
    validUntil: after.validUntil,
    importedAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  tx.create(
    db.collection(COLLECTIONS.membershipChanges).doc(),
    historyEntry(
      { uid, email: typeof profile.email === 'string' ? profile.email : row.email, before, after },
      jobId,
      job,
      actor,
    ),
  );
}

/** A finished job's rows are no longer needed: the job and the log keep the counts. */
async function dropChunks(db: Firestore, jobId: string, chunkCount: number): Promise<void> {
  const writer = db.bulkWriter();
  for (let index = 0; index < chunkCount; index++) void writer.delete(chunkRef(db, jobId, index));
  await writer.close();
}
