// purchases/{eventId} and membershipChanges/{id}: admins read the checkout's deliveries and the
// membership changes they made; no client writes either (only purchaseWebhook does).
import { COLLECTIONS } from '@app/domain';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_EMAILS, DEMO_UIDS } from '../support/profiles';
import { dbAs, seed, useRulesEnv, type Caller } from '../support/rules-env';
import { ADMIN_ONLY, CALLERS, expectRule, rows } from './fixtures';

const EVENT_ID = '6c0b2f4e-58a1-4d7b-9a43-1f0e7d2c9b10';
const inAYear = () => new Date(Date.now() + 365 * 86_400_000);

const purchase = () => ({
  eventId: EVENT_ID,
  event: 'PURCHASE_APPROVED',
  version: '2.0.0',
  eventAt: new Date(),
  receivedAt: new Date(),
  outcome: 'applied',
  reason: null,
  action: 'grant',
  email: DEMO_EMAILS.subscriber,
  productId: 3489107,
  offerCode: 'k2x9p1aa',
  transaction: 'HP16153920731',
  subscriberCode: null,
  recurrenceNumber: null,
  orderKey: 'transaction:HP16153920731',
  uid: DEMO_UIDS.subscriber,
  plan: 'fundador',
  validUntil: inAYear(),
  payload: '{}',
});

const change = () => ({
  uid: DEMO_UIDS.subscriber,
  email: DEMO_EMAILS.subscriber,
  source: 'hotmart',
  action: 'grant',
  eventId: EVENT_ID,
  event: 'PURCHASE_APPROVED',
  transaction: 'HP16153920731',
  accountCreated: false,
  before: null,
  after: {
    plan: 'fundador',
    tag: 'Aluno Fundador',
    validUntil: inAYear(),
    isTemporary: false,
    isPartner: false,
    cancelled: false,
  },
  createdAt: new Date(),
});

const env = useRulesEnv({
  seed: (environment) =>
    seed(environment, {
      [`${COLLECTIONS.purchases}/${EVENT_ID}`]: purchase(),
      [`${COLLECTIONS.membershipChanges}/c1`]: change(),
    }),
});
const purchases = (caller: Caller) => collection(dbAs(env(), caller), COLLECTIONS.purchases);
const changes = (caller: Caller) => collection(dbAs(env(), caller), COLLECTIONS.membershipChanges);

describe('purchases', () => {
  it.each(rows(ADMIN_ONLY, 'reads a delivery and lists them by transaction'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDoc(doc(purchases(caller), EVENT_ID)), allowed);
      await expectRule(
        getDocs(query(purchases(caller), where('transaction', '==', 'HP16153920731'))),
        allowed,
      );
    },
  );

  it.each(CALLERS)('deny: %s records a delivery', async (caller) => {
    await expectRule(setDoc(doc(purchases(caller), 'novo-evento'), purchase()), false);
    await expectRule(addDoc(purchases(caller), purchase()), false);
  });

  it.each(['admin', 'subscriber'] as const)(
    'deny: %s rewrites or deletes a delivery',
    async (caller) => {
      await expectRule(updateDoc(doc(purchases(caller), EVENT_ID), { outcome: 'ignored' }), false);
      await expectRule(deleteDoc(doc(purchases(caller), EVENT_ID)), false);
    },
  );
});

describe('membershipChanges', () => {
  it.each(rows(ADMIN_ONLY, 'reads the membership changes newest first'))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(getDocs(query(changes(caller), orderBy('createdAt', 'desc'))), allowed);
    },
  );

  it.each(CALLERS)('deny: %s writes a membership change', async (caller) => {
    await expectRule(addDoc(changes(caller), { ...change(), createdAt: serverTimestamp() }), false);
  });

  it.each(['admin', 'subscriber'] as const)(
    'deny: %s rewrites or deletes a membership change',
    async (caller) => {
      await expectRule(updateDoc(doc(changes(caller), 'c1'), { action: 'revoke' }), false);
      await expectRule(deleteDoc(doc(changes(caller), 'c1')), false);
    },
  );
});

describe('membership fields (changed only by the functions)', () => {
  it.each(rows(ADMIN_ONLY, "reads one member's history newest first"))(
    '%s',
    async (_, caller, allowed) => {
      await expectRule(
        getDocs(
          query(
            changes(caller),
            where('uid', '==', DEMO_UIDS.subscriber),
            orderBy('createdAt', 'desc'),
          ),
        ),
        allowed,
      );
    },
  );

  const profileDoc = (caller: Caller, uid: string) => doc(dbAs(env(), caller), 'profiles', uid);
  const patches: [string, Record<string, unknown>][] = [
    ['plan', { plan: 'fundador' }],
    ['validUntil', { validUntil: inAYear() }],
    ['isPartner', { isPartner: true }],
    ['tag', { tag: 'Aluno Fundador' }],
  ];

  it.each(patches)('deny: admin sets a member’s %s directly', async (_, patch) => {
    await expectRule(
      updateDoc(profileDoc('admin', DEMO_UIDS.student), { ...patch, updatedAt: serverTimestamp() }),
      false,
    );
  });

  it.each(patches)('deny: a student sets their own %s', async (_, patch) => {
    await expectRule(
      updateDoc(profileDoc('student', DEMO_UIDS.student), {
        ...patch,
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });

  it('deny: a cancelled member reactivates themselves', async () => {
    await expectRule(
      updateDoc(profileDoc('cancelled', DEMO_UIDS.cancelled), {
        cancelled: false,
        updatedAt: serverTimestamp(),
      }),
      false,
    );
  });
});
