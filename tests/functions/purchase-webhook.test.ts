// purchaseWebhook through the Functions emulator: Hotmart deliveries (format 2.0.0) turn a sale
// into a subscriber, renew it, and take access back on a refund. Product ids and plans come from
// functions/.env.demo-escola: 0 and 3489107 → fundador (a year), 3489108 → mensal (recurring).
import {
  COLLECTIONS,
  FOUNDER_TAG,
  hasAccess,
  RECURRING_GRACE_DAYS,
  type MembershipChange,
  type Purchase,
} from '@app/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { confirmPasswordReset, getAuth } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import {
  purchaseDelivery,
  subscriptionCancellation,
  type OrderOptions,
} from '../../scripts/hotmart-deliveries';
import {
  adminAuth,
  adminDb,
  profileOf,
  seedUser,
  useFunctionsSuite,
} from '../support/functions-env';
import { postDelivery } from './purchase-webhook-support';

const DAY_MS = 86_400_000;
const FUNDADOR_PRODUCT = 3489107;
const MENSAL_PRODUCT = 3489108;
const HOTMART_TEST_PRODUCT = 0;

const client = useFunctionsSuite();

/** The same instant a calendar year later (UTC), the annual plan's rule. */
const nextYear = (date: Date) => {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + 1);
  return result;
};

const millisOf = (value: unknown) => (value as Timestamp | null)?.toMillis() ?? null;

async function storedPurchase(eventId: string) {
  return (await adminDb.collection(COLLECTIONS.purchases).doc(eventId).get()).data() as
    | Purchase
    | undefined;
}

async function membershipChanges(uid: string) {
  const snapshot = await adminDb
    .collection(COLLECTIONS.membershipChanges)
    .where('uid', '==', uid)
    .get();
  return snapshot.docs
    .map((doc) => doc.data() as MembershipChange)
    .sort((a, b) => millisOf(a.createdAt)! - millisOf(b.createdAt)!);
}

async function mailTo(email: string) {
  const snapshot = await adminDb.collection(COLLECTIONS.mail).where('to', '==', email).get();
  return snapshot.docs.map(
    (doc) => doc.data() as { to: string; message: { subject: string; text: string; html: string } },
  );
}

/** A stored document as JSON, times as ISO strings, for the closing note of the issue. */
function printStored(label: string, data: unknown) {
  const json = JSON.stringify(
    data,
    (_key, value: unknown) =>
      value && typeof (value as Timestamp).toDate === 'function'
        ? (value as Timestamp).toDate().toISOString()
        : value,
    2,
  );
  console.log(`--- purchases (${label}) ---\n${json}`);
}

async function expectApplied(delivery: ReturnType<typeof purchaseDelivery>, action: string) {
  const answer = await postDelivery(delivery);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ eventId: delivery.id, outcome: 'applied', action });
  return answer.body as { uid: string };
}

describe('purchaseWebhook: a sale', () => {
  it('creates the account, profile, welcome mail and audit entry of a new buyer, who then sets a password and signs in', async () => {
    const email = 'nova.compradora@example.com';
    await adminDb.collection(COLLECTIONS.leads).add({
      name: 'Nova Compradora',
      email,
      phone: '11987654321',
      plan: 'fundador',
      origin: 'planos',
      createdAt: Timestamp.now(),
    });
    const approvedAt = new Date(Date.now() - 5 * 60_000);
    const sale = purchaseDelivery('PURCHASE_APPROVED', {
      email: 'Nova.Compradora@Example.com',
      name: 'Nova Compradora da Silva',
      phone: '(11) 98765-4321',
      productId: FUNDADOR_PRODUCT,
      transaction: 'HP16153920731',
      approvedAt,
    });

    const { uid } = await expectApplied(sale, 'grant');

    const user = await adminAuth.getUser(uid);
    expect(user).toMatchObject({ email, displayName: 'Nova Compradora da Silva' });
    expect(user.passwordHash).toBeUndefined(); // no password until the buyer sets one
    const profile = await profileOf(uid);
    expect(profile).toMatchObject({
      name: 'Nova Compradora da Silva',
      email,
      phone: '11987654321',
      role: 'ALUNO',
      plan: 'fundador',
      tag: FOUNDER_TAG,
      isTemporary: false,
      isPartner: false,
      cancelled: false,
      firstAccess: true,
    });
    expect(millisOf(profile?.validUntil)).toBe(nextYear(approvedAt).getTime());
    expect(hasAccess({ ...profile, role: 'ALUNO' }, new Date())).toBe(true);

    const stored = await storedPurchase(sale.id);
    expect(stored).toMatchObject({
      eventId: sale.id,
      event: 'PURCHASE_APPROVED',
      outcome: 'applied',
      action: 'grant',
      email,
      productId: FUNDADOR_PRODUCT,
      transaction: 'HP16153920731',
      uid,
      plan: 'fundador',
    });
    expect(millisOf(stored?.validUntil)).toBe(nextYear(approvedAt).getTime());
    expect(JSON.parse(stored!.payload)).toEqual(sale);
    printStored('venda', stored);

    const [change, ...others] = await membershipChanges(uid);
    expect(others).toEqual([]);
    expect(change).toMatchObject({
      uid,
      email,
      source: 'hotmart',
      action: 'grant',
      eventId: sale.id,
      accountCreated: true,
      before: null,
      after: { plan: 'fundador', tag: FOUNDER_TAG },
    });

    const leads = await adminDb.collection(COLLECTIONS.leads).where('email', '==', email).get();
    expect(leads.docs[0]?.data()).toMatchObject({
      convertedUid: uid,
      convertedPlan: 'fundador',
      convertedEventId: sale.id,
    });
    expect(leads.docs[0]?.get('convertedAt')).toBeInstanceOf(Timestamp);

    const [welcome, ...moreMail] = await mailTo(email);
    expect(moreMail).toEqual([]);
    expect(welcome?.message.subject).toBe('Sua assinatura foi confirmada: crie sua senha');
    expect(welcome?.message.text).toContain('Olá, Nova!');
    const link = /Crie sua senha: (\S+)/.exec(welcome!.message.text)?.[1];
    expect(link).toBeDefined();
    expect(welcome?.message.html).toContain('Criar minha senha</a>');
    const oobCode = new URL(link!).searchParams.get('oobCode');
    expect(oobCode).toBeTruthy();

    // The buyer follows the link, chooses a password and signs in.
    await confirmPasswordReset(getAuth(client.app), oobCode!, 'senha-da-compradora');
    await client.signIn({ email, password: 'senha-da-compradora' });
    expect(getAuth(client.app).currentUser?.uid).toBe(uid);
  });

  it("maps Hotmart's own test delivery (product 0) to the founder plan", async () => {
    const approvedAt = new Date(Date.now() - 60_000);
    const { uid } = await expectApplied(
      purchaseDelivery('PURCHASE_APPROVED', {
        email: 'testecomprador271101postman15@example.com',
        name: 'Teste Comprador',
        productId: HOTMART_TEST_PRODUCT,
        transaction: 'HP1121336654889',
        approvedAt,
      }),
      'grant',
    );
    expect(await profileOf(uid)).toMatchObject({ plan: 'fundador', tag: FOUNDER_TAG });
  });

  it('upgrades an existing member in place, whatever the case of the e-mail', async () => {
    const member = await seedUser('joana.lima@demo.test', {
      name: 'Joana Lima',
      phone: '11912345678',
      firstAccess: false,
    });
    const usersBefore = (await adminAuth.listUsers()).users.length;
    const approvedAt = new Date(Date.now() - 60_000);

    const { uid } = await expectApplied(
      purchaseDelivery('PURCHASE_APPROVED', {
        email: 'JOANA.Lima@Demo.TEST',
        name: 'Joana L.',
        phone: '21 99999-0000',
        productId: FUNDADOR_PRODUCT,
        transaction: 'HP16153920732',
        approvedAt,
      }),
      'grant',
    );

    expect(uid).toBe(member.uid);
    expect((await adminAuth.listUsers()).users).toHaveLength(usersBefore);
    const profile = await profileOf(uid);
    // The member's own data stays; only the membership changes.
    expect(profile).toMatchObject({
      name: 'Joana Lima',
      email: 'joana.lima@demo.test',
      phone: '11912345678',
      plan: 'fundador',
      tag: FOUNDER_TAG,
      firstAccess: false,
    });
    expect(millisOf(profile?.validUntil)).toBe(nextYear(approvedAt).getTime());
    expect(await mailTo('joana.lima@demo.test')).toEqual([]);
    const [change] = await membershipChanges(uid);
    expect(change).toMatchObject({
      accountCreated: false,
      before: { plan: '', validUntil: null },
      after: { plan: 'fundador' },
    });
    // Still the same password.
    await client.signIn(member);
  });

  it('makes a temporary partner a regular monthly subscriber', async () => {
    const giftEnd = new Date(Date.now() + 20 * DAY_MS);
    const partner = await seedUser('parceira@demo.test', {
      name: 'Paula Parceira',
      isTemporary: true,
      isPartner: true,
      partnerName: 'Clínica Parceira',
      registrationCompletedAt: Timestamp.fromMillis(Date.now() - 10 * DAY_MS),
      validUntil: Timestamp.fromDate(giftEnd),
    });
    const approvedAt = new Date(Date.now() - 60_000);
    const nextChargeAt = new Date(approvedAt.getTime() + 30 * DAY_MS);

    await expectApplied(
      purchaseDelivery('PURCHASE_APPROVED', {
        email: partner.email,
        productId: MENSAL_PRODUCT,
        transaction: 'HP16153920733',
        recurrenceNumber: 1,
        subscriberCode: 'Q7M2K9PA',
        approvedAt,
        nextChargeAt,
        price: 49.9,
      }),
      'grant',
    );

    const profile = await profileOf(partner.uid);
    expect(profile).toMatchObject({
      plan: 'mensal',
      tag: null,
      isTemporary: false,
      isPartner: false,
      cancelled: false,
    });
    expect(millisOf(profile?.validUntil)).toBe(
      nextChargeAt.getTime() + RECURRING_GRACE_DAYS * DAY_MS,
    );
    const [change] = await membershipChanges(partner.uid);
    expect(change?.before).toMatchObject({ isTemporary: true, isPartner: true, plan: '' });
  });
});

describe('purchaseWebhook: renewal, refund and cancellation', () => {
  const monthly = (overrides: Partial<OrderOptions>): OrderOptions => ({
    email: 'renata.mensal@example.com',
    name: 'Renata Mensal',
    productId: MENSAL_PRODUCT,
    transaction: 'HP20000000001',
    recurrenceNumber: 1,
    subscriberCode: 'R3N4T4MS',
    approvedAt: new Date(Date.now() - 31 * DAY_MS),
    nextChargeAt: new Date(Date.now() - DAY_MS),
    price: 49.9,
    ...overrides,
  });

  it('a renewal (the next recurrence) extends validUntil to its next charge plus the grace', async () => {
    const first = monthly({ createdAt: new Date(Date.now() - 31 * DAY_MS) });
    const { uid } = await expectApplied(purchaseDelivery('PURCHASE_APPROVED', first), 'grant');
    const firstEnd = first.nextChargeAt!.getTime() + RECURRING_GRACE_DAYS * DAY_MS;
    expect(millisOf((await profileOf(uid))?.validUntil)).toBe(firstEnd);

    const renewedAt = new Date(Date.now() - DAY_MS + 3_600_000);
    const nextChargeAt = new Date(renewedAt.getTime() + 30 * DAY_MS);
    const renewal = purchaseDelivery(
      'PURCHASE_APPROVED',
      monthly({
        transaction: 'HP20000000002',
        recurrenceNumber: 2,
        approvedAt: renewedAt,
        nextChargeAt,
      }),
    );
    await expectApplied(renewal, 'renew');

    const renewedEnd = nextChargeAt.getTime() + RECURRING_GRACE_DAYS * DAY_MS;
    expect(renewedEnd).toBeGreaterThan(firstEnd);
    expect(millisOf((await profileOf(uid))?.validUntil)).toBe(renewedEnd);
    const stored = await storedPurchase(renewal.id);
    expect(stored).toMatchObject({
      outcome: 'applied',
      action: 'renew',
      recurrenceNumber: 2,
      subscriberCode: 'R3N4T4MS',
      plan: 'mensal',
    });
    printStored('renovação', stored);
    expect((await membershipChanges(uid)).map((c) => c.action)).toEqual(['grant', 'renew']);
  });

  it.each(['PURCHASE_REFUNDED', 'PURCHASE_CHARGEBACK', 'PURCHASE_CANCELED'] as const)(
    '%s ends access now and takes the plan away',
    async (event) => {
      const sale = { ...monthly({}), productId: FUNDADOR_PRODUCT, transaction: 'HP30000000001' };
      sale.approvedAt = new Date(Date.now() - 2 * DAY_MS);
      const { uid } = await expectApplied(purchaseDelivery('PURCHASE_APPROVED', sale), 'grant');
      expect(await profileOf(uid)).toMatchObject({ plan: 'fundador', tag: FOUNDER_TAG });

      const before = Date.now();
      const refund = purchaseDelivery(event, sale);
      await expectApplied(refund, 'revoke');
      const after = Date.now();

      const profile = await profileOf(uid);
      expect(profile).toMatchObject({ plan: '', tag: null, cancelled: false });
      const end = millisOf(profile?.validUntil)!;
      expect(end).toBeGreaterThanOrEqual(before - 1000);
      expect(end).toBeLessThanOrEqual(after);
      expect(hasAccess({ ...profile, role: 'ALUNO' }, new Date(after + 1))).toBe(false);
      const [, revoke] = await membershipChanges(uid);
      expect(revoke).toMatchObject({
        action: 'revoke',
        event,
        before: { plan: 'fundador' },
        after: { plan: '' },
      });
      if (event === 'PURCHASE_REFUNDED') printStored('reembolso', await storedPurchase(refund.id));
    },
  );

  it('SUBSCRIPTION_CANCELLATION keeps the plan to the end of the paid period, without the grace', async () => {
    const nextChargeAt = new Date(Date.now() + 12 * DAY_MS);
    const sale = monthly({ approvedAt: new Date(Date.now() - 18 * DAY_MS), nextChargeAt });
    const { uid } = await expectApplied(purchaseDelivery('PURCHASE_APPROVED', sale), 'grant');

    const answer = await postDelivery(
      subscriptionCancellation({
        email: sale.email,
        productId: MENSAL_PRODUCT,
        subscriberCode: sale.subscriberCode!,
        nextChargeAt,
      }),
    );

    expect(answer).toMatchObject({
      status: 200,
      body: { outcome: 'applied', action: 'stop-renewal' },
    });
    const profile = await profileOf(uid);
    // Marked as ending without renewal: the 'access ending' e-mail goes 7 days before.
    expect(profile).toMatchObject({ plan: 'mensal', cancelled: false, renewalStopped: true });
    expect(millisOf(profile?.validUntil)).toBe(nextChargeAt.getTime());
    expect(hasAccess({ ...profile, role: 'ALUNO' }, new Date())).toBe(true);

    // Subscribing again renews again.
    await expectApplied(
      purchaseDelivery(
        'PURCHASE_APPROVED',
        monthly({
          transaction: 'HP20000000009',
          subscriberCode: 'R3N4T4M2',
          approvedAt: new Date(),
          nextChargeAt: new Date(Date.now() + 30 * DAY_MS),
        }),
      ),
      'grant',
    );
    expect((await profileOf(uid))?.renewalStopped).toBe(false);
  });
});
