// purchaseWebhook through the Functions emulator: who may post, what a bad or unknown delivery
// gets, and that replays and late older deliveries change nothing.
import { COLLECTIONS } from '@app/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  otherDelivery,
  purchaseDelivery,
  type OrderOptions,
} from '../../scripts/hotmart-deliveries';
import {
  adminAuth,
  adminDb,
  countDocs,
  profileOf,
  seedUser,
  stateSnapshot,
  useFunctionsSuite,
} from '../support/functions-env';
import { postDelivery } from './purchase-webhook-support';

const DAY_MS = 86_400_000;

useFunctionsSuite({ client: false });

const order = (overrides: Partial<OrderOptions> = {}): OrderOptions => ({
  email: 'carlos.comprador@example.com',
  name: 'Carlos Comprador',
  productId: 3489107,
  transaction: 'HP40000000001',
  approvedAt: new Date(Date.now() - DAY_MS),
  ...overrides,
});

/** Everything a delivery could touch. */
async function everything() {
  const [state, purchases, changes, leads] = await Promise.all([
    stateSnapshot(),
    countDocs(COLLECTIONS.purchases),
    countDocs(COLLECTIONS.membershipChanges),
    adminDb.collection(COLLECTIONS.leads).get(),
  ]);
  return { ...state, purchases, changes, leads: leads.docs.map((doc) => doc.data()) };
}

const parsesAsJson = (body: unknown) => {
  if (typeof body !== 'string') return true;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

const millisOf = (value: unknown) => (value as Timestamp | null)?.toMillis() ?? null;

describe('purchaseWebhook: refused deliveries change nothing', () => {
  it('answers 401 to a wrong or missing hottok', async () => {
    await seedUser('carlos.comprador@example.com');
    const before = await everything();
    const sale = purchaseDelivery('PURCHASE_APPROVED', order());

    expect(await postDelivery(sale, { token: 'hottok-errado' })).toMatchObject({ status: 401 });
    expect(await postDelivery(sale, { token: '' })).toMatchObject({ status: 401 });
    expect(await postDelivery(sale, { token: null })).toMatchObject({ status: 401 });

    expect(await everything()).toEqual(before);
  });

  it('accepts POST only', async () => {
    expect(await postDelivery(null, { method: 'GET' })).toMatchObject({ status: 405 });
    expect(await countDocs(COLLECTIONS.purchases)).toBe(0);
  });

  it.each<[string, unknown]>([
    ['a body that is not JSON', '{"id": "sem-fim'],
    ['a JSON array', '[]'],
    ['no event id', { ...purchaseDelivery('PURCHASE_APPROVED', order()), id: undefined }],
    ['an event id with a slash', { ...purchaseDelivery('PURCHASE_APPROVED', order()), id: 'a/b' }],
    [
      'a creation date that is not a number',
      { ...purchaseDelivery('PURCHASE_APPROVED', order()), creation_date: 'ontem' },
    ],
    [
      'another format version',
      { ...purchaseDelivery('PURCHASE_APPROVED', order()), version: '1.0.0' },
    ],
    [
      'an approved purchase without the buyer e-mail',
      (() => {
        const body = purchaseDelivery('PURCHASE_APPROVED', order());
        (body.data.buyer as Record<string, unknown>).email = 'nao-e-email';
        return body;
      })(),
    ],
    [
      'a refund without its transaction',
      (() => {
        const body = purchaseDelivery('PURCHASE_REFUNDED', order());
        delete (body.data.purchase as Record<string, unknown>).transaction;
        return body;
      })(),
    ],
  ])('answers 400 to %s', async (_label, body) => {
    await seedUser('carlos.comprador@example.com');
    const before = await everything();
    const answer = await postDelivery(body);
    expect(answer.status).toBe(400);
    // Broken JSON is refused by the functions framework's body parser before the handler runs
    // (its answer is not ours); everything else reaches the handler's own check.
    if (parsesAsJson(body)) expect(answer.body).toMatchObject({ error: 'malformed' });
    expect(await everything()).toEqual(before);
  });
});

describe('purchaseWebhook: recorded without a change', () => {
  it('answers 200 to an unknown product, records it and changes nothing else', async () => {
    const member = await seedUser('carlos.comprador@example.com');
    const profileBefore = await profileOf(member.uid);
    const sale = purchaseDelivery('PURCHASE_APPROVED', order({ productId: 9999999 }));

    const answer = await postDelivery(sale);

    expect(answer).toMatchObject({
      status: 200,
      body: { outcome: 'ignored', reason: 'unknown-product' },
    });
    expect(await profileOf(member.uid)).toEqual(profileBefore);
    expect((await adminAuth.listUsers()).users).toHaveLength(1);
    const stored = (await adminDb.collection(COLLECTIONS.purchases).doc(sale.id).get()).data();
    expect(stored).toMatchObject({
      outcome: 'ignored',
      reason: 'unknown-product',
      productId: 9999999,
      uid: null,
    });
    expect(await countDocs(COLLECTIONS.membershipChanges)).toBe(0);
    expect(await countDocs(COLLECTIONS.mail)).toBe(0);
  });

  it('answers 200 to an event it does not handle and records it', async () => {
    const delivery = otherDelivery('PURCHASE_BILLET_PRINTED', order());
    const answer = await postDelivery(delivery);
    expect(answer).toMatchObject({
      status: 200,
      body: { outcome: 'ignored', reason: 'unknown-event' },
    });
    expect(await countDocs(COLLECTIONS.purchases)).toBe(1);
    expect((await adminAuth.listUsers()).users).toHaveLength(0);
    expect(await countDocs(COLLECTIONS.profiles)).toBe(0);
  });

  it('records a refund for someone who has no account, and creates none', async () => {
    const answer = await postDelivery(purchaseDelivery('PURCHASE_REFUNDED', order()));
    expect(answer.body).toMatchObject({ outcome: 'ignored', reason: 'no-member' });
    expect((await adminAuth.listUsers()).users).toHaveLength(0);
  });

  it('does not store the token a sender puts in the body', async () => {
    const sale = { ...purchaseDelivery('PURCHASE_APPROVED', order()), hottok: 'segredo-no-corpo' };
    expect((await postDelivery(sale)).status).toBe(200);
    const stored = (await adminDb.collection(COLLECTIONS.purchases).doc(sale.id).get()).data();
    expect(stored?.payload).not.toContain('segredo-no-corpo');
  });
});

describe('purchaseWebhook: idempotent and order-safe', () => {
  it('a replayed delivery is a no-op', async () => {
    const sale = purchaseDelivery('PURCHASE_APPROVED', order());
    const first = await postDelivery(sale);
    expect(first.body).toMatchObject({ outcome: 'applied' });
    const after = await everything();

    const again = await postDelivery(sale);
    const concurrent = await Promise.all([postDelivery(sale), postDelivery(sale)]);

    for (const answer of [again, ...concurrent]) {
      expect(answer).toMatchObject({ status: 200, body: { outcome: 'replay' } });
    }
    expect(await everything()).toEqual(after);
    expect(after).toMatchObject({ purchases: 1, changes: 1, mail: 1 });
  });

  it('a later replay of the sale does not undo a refund', async () => {
    const sale = purchaseDelivery(
      'PURCHASE_APPROVED',
      order({ createdAt: new Date(Date.now() - 3 * DAY_MS) }),
    );
    const { uid } = (await postDelivery(sale)).body as { uid: string };
    await postDelivery(purchaseDelivery('PURCHASE_REFUNDED', order({ createdAt: new Date() })));
    expect(await postDelivery(sale)).toMatchObject({ body: { outcome: 'replay' } });
    expect((await profileOf(uid))?.plan).toBe('');
  });

  it('an older delivery arriving after a newer one for the same transaction is ignored', async () => {
    const approvedAt = new Date(Date.now() - 2 * DAY_MS);
    const sale = purchaseDelivery(
      'PURCHASE_APPROVED',
      order({ approvedAt, createdAt: approvedAt }),
    );
    const { uid } = (await postDelivery(sale)).body as { uid: string };
    const refundAt = new Date(Date.now() - DAY_MS);
    const refund = purchaseDelivery(
      'PURCHASE_REFUNDED',
      order({ approvedAt, createdAt: refundAt }),
    );
    expect((await postDelivery(refund)).body).toMatchObject({ outcome: 'applied' });
    const revoked = await everything();
    const revokedUntil = millisOf((await profileOf(uid))?.validUntil);

    // Delivered late: Hotmart's COMPLETE, created between the sale and the refund.
    const late = purchaseDelivery(
      'PURCHASE_COMPLETE',
      order({ approvedAt, createdAt: new Date(refundAt.getTime() - 3_600_000) }),
    );
    const answer = await postDelivery(late);

    expect(answer).toMatchObject({ status: 200, body: { outcome: 'stale' } });
    const profile = await profileOf(uid);
    expect(profile?.plan).toBe('');
    expect(millisOf(profile?.validUntil)).toBe(revokedUntil);
    const now = await everything();
    expect({ ...now, purchases: now.purchases - 1 }).toEqual(revoked);
    const stored = (await adminDb.collection(COLLECTIONS.purchases).doc(late.id).get()).data();
    expect(stored).toMatchObject({ outcome: 'stale', orderKey: 'transaction:HP40000000001' });
  });
});
