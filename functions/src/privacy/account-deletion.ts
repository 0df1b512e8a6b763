import {
  ACCOUNT_DELETION_STEPS,
  COLLECTIONS,
  REMOVED_MEMBER_NAME,
  type AccountDeletionStep,
} from '@app/domain';
import type { Auth } from 'firebase-admin/auth';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { allDocs, memberRecords, RECORDS_PER_QUERY } from './member-data';
import { forgetMemberInIndicators } from '../indicators/members-overview';

type Bucket = ReturnType<Storage['bucket']>;

export interface DeletionServices {
  db: Firestore;
  auth: Auth;
  bucket: Bucket;
}

/** accountDeletions/{uid}: the request and its progress. */
export interface AccountDeletion {
  uid: string;
  /** Kept only while the deletion runs (to find leads, purchases and e-mails by address). */
  email?: string | null;
  deleteComments: boolean;
  done: AccountDeletionStep[];
  status: 'running' | 'done';
  startedAt: Timestamp;
  updatedAt: Timestamp;
  finishedAt?: Timestamp | null;
}

/** Runs `each` over every document of the query, a bounded page at a time, until none is left. */
async function drain(
  query: Query,
  each: (batch: FirebaseFirestore.WriteBatch, doc: FirebaseFirestore.QueryDocumentSnapshot) => void,
  db: Firestore,
) {
  for (;;) {
    const page = await query.limit(RECORDS_PER_QUERY).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) each(batch, doc);
    await batch.commit();
    if (page.size < RECORDS_PER_QUERY) return;
  }
}

/** Applies `changes` to every document of the queries (paged reads, batches of 500 writes). */
async function updateAll(
  db: Firestore,
  queries: Query[],
  changes: (doc: FirebaseFirestore.QueryDocumentSnapshot) => Record<string, unknown>,
) {
  for (const query of queries) {
    const docs = await allDocs(query);
    for (let i = 0; i < docs.length; i += RECORDS_PER_QUERY) {
      const batch = db.batch();
      for (const doc of docs.slice(i, i + RECORDS_PER_QUERY)) batch.update(doc.ref, changes(doc));
      await batch.commit();
    }
  }
}

const remove = (
  batch: FirebaseFirestore.WriteBatch,
  doc: FirebaseFirestore.QueryDocumentSnapshot,
) => batch.delete(doc.ref);

/** A purchase's stored delivery without the buyer's identity (name, e-mail, phone, address). */
export function withoutBuyer(payload: string): string {
  try {
    const parsed = JSON.parse(payload) as { data?: Record<string, unknown> };
    if (parsed.data) {
      delete parsed.data.buyer;
      const subscriber = (parsed.data.subscriber ?? null) as Record<string, unknown> | null;
      if (subscriber) {
        delete subscriber.name;
        delete subscriber.email;
      }
      const subscription = (parsed.data.subscription ?? null) as {
        subscriber?: Record<string, unknown>;
      } | null;
      if (subscription?.subscriber) {
        delete subscription.subscriber.name;
        delete subscription.subscriber.email;
      }
    }
    return JSON.stringify(parsed);
  } catch {
    return '{}';
  }
}

/**
 * Each step removes one kind of the member's data and is safe to run again: it works from what
 * is still there (queries by uid or e-mail), so a deletion that stopped midway is finished by
 * running it from its first unfinished step.
 */
const steps: Record<
  AccountDeletionStep,
  (s: DeletionServices, d: AccountDeletion) => Promise<void>
> = {
  // First, so the account cannot be used while the rest goes.
  async auth({ auth }, { uid }) {
    try {
      await auth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    }
  },
  // The public records by code (the verification page then says 'Certificado não encontrado').
  async certificates({ db }, { uid }) {
    const copies = await db
      .collection(COLLECTIONS.profiles)
      .doc(uid)
      .collection(COLLECTIONS.certificates)
      .get();
    const batch = db.batch();
    for (const copy of copies.docs) {
      const code = copy.get('code') as string | undefined;
      if (code) batch.delete(db.collection(COLLECTIONS.certificates).doc(code));
    }
    await batch.commit();
  },
  // The avatar and the certificates' PDFs.
  async files({ bucket }, { uid }) {
    await bucket.deleteFiles({ prefix: `avatars/${uid}/` });
    await bucket.deleteFiles({ prefix: `certificates/${uid}/` });
  },
  // Deleting a rating makes aggregateClassRating recount the class's average.
  async ratings({ db }, { uid }) {
    await drain(memberRecords(db, uid, null).ratings, remove, db);
  },
  // Kept in their threads as 'Membro removido' (text kept), or deleted if the member asked
  // (deleteThread then removes the replies under a deleted comment).
  async comments({ db }, { uid, deleteComments }) {
    const where = memberRecords(db, uid, null);
    const anonymise = (
      batch: FirebaseFirestore.WriteBatch,
      doc: FirebaseFirestore.QueryDocumentSnapshot,
    ) => batch.update(doc.ref, { userId: '', userName: REMOVED_MEMBER_NAME, userAvatarUrl: null });
    for (const query of [where.replies, where.comments]) {
      await drain(query, deleteComments ? remove : anonymise, db);
    }
  },
  async personal({ db }, { uid }) {
    const where = memberRecords(db, uid, null);
    for (const query of [
      where.completions,
      where.recentViews,
      where.watchPositions,
      where.notifications,
      where.certificates,
      where.quizResults,
      where.quizAttempts,
      where.weeklyGoal,
      db
        .collection(COLLECTIONS.replyEmailThrottles)
        .where(FieldPath.documentId(), '>=', `${uid}_`)
        .where(FieldPath.documentId(), '<', `${uid}_\uf8ff`),
    ]) {
      await drain(query, remove, db);
    }
    await db.collection(COLLECTIONS.dataExports).doc(uid).delete();
    await where.partnerSurvey.delete();
    await forgetMemberInIndicators(db, uid);
  },
  async leads({ db }, { email }) {
    if (!email) return;
    await drain(db.collection(COLLECTIONS.leads).where('email', '==', email), remove, db);
    // Queued e-mails carry the address too.
    await drain(db.collection(COLLECTIONS.mail).where('to', '==', email), remove, db);
  },
  // Records the business must keep stay, with the uid only.
  async records({ db }, { uid, email }) {
    const purchases = db.collection(COLLECTIONS.purchases);
    const changes = db.collection(COLLECTIONS.membershipChanges);
    await updateAll(
      db,
      [
        purchases.where('uid', '==', uid),
        ...(email ? [purchases.where('email', '==', email)] : []),
      ],
      (doc) => ({ email: null, payload: withoutBuyer(String(doc.get('payload') ?? '{}')) }),
    );
    await updateAll(db, [changes.where('uid', '==', uid)], () => ({ email: '' }));
    await updateAll(db, [changes.where('actorUid', '==', uid)], () => ({ actorName: null }));
    // An admin's name on the certificates they revoked (the uid stays, as in roleChanges).
    await updateAll(
      db,
      [db.collection(COLLECTIONS.certificateRevocations).where('revokedBy', '==', uid)],
      () => ({ revokedByName: '' }),
    );
  },
  async profile({ db }, { uid }) {
    await db.collection(COLLECTIONS.profiles).doc(uid).delete();
  },
};

/**
 * Runs the deletion recorded in accountDeletions/{uid} from its first unfinished step, recording
 * each step as it ends; at the end the request keeps no e-mail and says 'done'. Returns whether
 * it finished (false: there is no such deletion).
 */
export async function runAccountDeletion(
  services: DeletionServices,
  uid: string,
): Promise<boolean> {
  const ref = services.db.collection(COLLECTIONS.accountDeletions).doc(uid);
  const snap = await ref.get();
  if (!snap.exists) return false;
  const deletion = snap.data() as AccountDeletion;
  if (deletion.status === 'done') return true;
  for (const step of ACCOUNT_DELETION_STEPS) {
    if (deletion.done.includes(step)) continue;
    await steps[step](services, deletion);
    await ref.update({ done: FieldValue.arrayUnion(step), updatedAt: Timestamp.now() });
  }
  await ref.update({
    status: 'done',
    email: FieldValue.delete(),
    finishedAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return true;
}
