import {
  COLLECTIONS,
  newProfile,
  PLAN_TAGS,
  toOptionalDate,
  type Mail,
  type MembershipAction,
  type MembershipChange,
  type MembershipState,
  type PlanKey,
  type ProductPlanMapping,
  type Purchase,
  type PurchaseIgnoreReason,
  type PurchaseOutcome,
} from '@app/domain';
import type { Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { createOnce } from '../common/create-once';
import { membershipState, sameMembership, tagWithoutPlan } from '../common/membership-state';
import type { StoredProfile } from '../common/profiles';
import { isAuthError } from '../users/auth-errors';
import {
  accessEndForOrder,
  validUntilAfterApproval,
  validUntilAfterRenewalStop,
  validUntilAfterRevocation,
} from './membership-dates';
import { planFor } from './plan-mapping';
import type { Delivery, DeliveryAction } from './read-delivery';
import { welcomeEmail } from './welcome-email';

export interface PurchaseDeps {
  db: Firestore;
  auth: Auth;
  mapping: ProductPlanMapping;
  /** The clock: "access ends now" for refunds. */
  now: Date;
  /** The app's address: the set-password link returns there when it is known. */
  appUrl?: string | undefined;
}

export interface DeliveryResult {
  /** 'replay': this event id was already stored; nothing was done again. */
  outcome: PurchaseOutcome | 'replay';
  reason: PurchaseIgnoreReason | null;
  action: MembershipAction | null;
  uid: string | null;
}

type ActingAction = Exclude<DeliveryAction, { kind: 'other' }>;
type StoredPurchase = Omit<Purchase, 'receivedAt'> & { receivedAt: FieldValue };

/** Plan tags ('Aluno Fundador'): removed when the plan that brought them goes. */

/**
 * Applies one delivery: finds (or, for a sale, creates) the member, changes plan and validUntil,
 * and stores the delivery under its event id, the audit entry, the welcome e-mail and the lead
 * conversion in ONE transaction. docs/purchases.md explains each event.
 */
export async function applyDelivery(
  deps: PurchaseDeps,
  delivery: Delivery,
): Promise<DeliveryResult> {
  const { db } = deps;
  const purchaseRef = db
    .collection(COLLECTIONS.purchases)
    .doc(delivery.eventId) as DocumentReference<StoredPurchase>;
  // Cheap replay check before any Auth work; the transaction checks again.
  if ((await purchaseRef.get()).exists) return replay();

  const action = delivery.action;
  if (action.kind === 'other') return recordIgnored(deps, purchaseRef, delivery, 'unknown-event');
  const offerCode = action.kind === 'renewal-stop' ? null : action.offerCode;
  const plan = planFor(deps.mapping, action.productId, offerCode);
  if (!plan) return recordIgnored(deps, purchaseRef, delivery, 'unknown-product');

  const uid =
    action.kind === 'approval'
      ? await findOrCreateAuthUser(deps.auth, action.email, action.name)
      : await findAuthUser(deps.auth, action.email);
  if (!uid) return recordIgnored(deps, purchaseRef, delivery, 'no-member');

  return db.runTransaction((tx) =>
    applyInTransaction(deps, tx, { purchaseRef, delivery, action, plan, uid }),
  );
}

interface Applying {
  purchaseRef: DocumentReference<StoredPurchase>;
  delivery: Delivery;
  action: ActingAction;
  plan: PlanKey;
  uid: string;
}

async function applyInTransaction(
  deps: PurchaseDeps,
  tx: Transaction,
  { purchaseRef, delivery, action, plan, uid }: Applying,
): Promise<DeliveryResult> {
  const { db } = deps;
  const profileRef = db
    .collection(COLLECTIONS.profiles)
    .doc(uid) as DocumentReference<StoredProfile>;
  const orderKey = orderKeyOf(action);

  // Every read before the first write, as transactions require.
  if ((await tx.get(purchaseRef)).exists) return replay();
  const profile = (await tx.get(profileRef)).data() ?? null;
  const sameOrder = await tx.get(
    db.collection(COLLECTIONS.purchases).where('orderKey', '==', orderKey),
  );
  const leads =
    action.kind === 'approval'
      ? await tx.get(db.collection(COLLECTIONS.leads).where('email', '==', action.email).limit(20))
      : null;

  const facts = storedFacts(delivery, action, orderKey);
  const store = (fields: Partial<StoredPurchase>) =>
    tx.create(purchaseRef, { ...facts, uid, ...fields } as StoredPurchase);

  if (!profile && action.kind !== 'approval') {
    store({ outcome: 'ignored', reason: 'no-member', uid: null });
    return { outcome: 'ignored', reason: 'no-member', action: null, uid: null };
  }

  // Order-safe: a delivery older than one already applied to the same order changes nothing.
  const newestApplied = Math.max(
    0,
    ...sameOrder.docs
      .map((doc) => doc.data() as Partial<Purchase>)
      .filter((stored) => stored.outcome === 'applied')
      .map((stored) => toOptionalDate(stored.eventAt)?.getTime() ?? 0),
  );
  if (delivery.eventAt.getTime() < newestApplied) {
    store({ outcome: 'stale' });
    return { outcome: 'stale', reason: null, action: null, uid };
  }

  const before = profile ? membershipState(profile) : null;
  const { membership: after, membershipAction } = nextMembership(before, action, plan, deps.now);
  const created = before === null;
  const changed = before === null || !sameMembership(before, after);

  if (created && action.kind === 'approval') {
    // Untyped ref: the new profile holds server timestamps, not the stored Timestamps.
    tx.create(db.collection(COLLECTIONS.profiles).doc(uid), {
      ...newProfile(
        {
          name: action.name,
          email: action.email,
          phone: action.phone,
          isTemporary: false,
          isPartner: false,
          partnerName: null,
        },
        FieldValue.serverTimestamp(),
      ),
      ...after,
    });
    const setPasswordUrl = await deps.auth.generatePasswordResetLink(
      action.email,
      deps.appUrl ? { url: `${deps.appUrl.replace(/\/$/, '')}/login` } : undefined,
    );
    const mail: Mail = {
      to: action.email,
      message: welcomeEmail({ name: action.name, email: action.email, setPasswordUrl }),
    };
    tx.create(db.collection(COLLECTIONS.mail).doc(), mail);
  } else if (changed || renewalFlagChanges(profile, action)) {
    tx.update(profileRef, {
      ...after,
      ...(action.kind === 'renewal-stop' ? { renewalStopped: true } : {}),
      ...(action.kind === 'approval' && profile?.renewalStopped ? { renewalStopped: false } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }

  if (changed) {
    const entry: Omit<MembershipChange, 'createdAt'> & { createdAt: FieldValue } = {
      uid,
      email: action.email,
      source: 'hotmart',
      action: membershipAction,
      eventId: delivery.eventId,
      event: delivery.event,
      transaction: action.kind === 'renewal-stop' ? null : action.transaction,
      accountCreated: created,
      before,
      after,
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.create(db.collection(COLLECTIONS.membershipChanges).doc(), entry);
  }

  // The sales funnel: the lead this buyer left on /planos became a sale.
  for (const lead of leads?.docs ?? []) {
    if (lead.get('convertedAt') != null) continue;
    tx.update(lead.ref, {
      convertedAt: FieldValue.serverTimestamp(),
      convertedUid: uid,
      convertedPlan: plan,
      convertedEventId: delivery.eventId,
    });
  }

  store({
    outcome: 'applied',
    action: membershipAction,
    plan: after.plan === '' ? null : plan,
    validUntil: after.validUntil,
  });
  return { outcome: 'applied', reason: null, action: membershipAction, uid };
}

/** Deliveries are ordered per transaction; a subscription's cancellation per subscription. */
function orderKeyOf(action: ActingAction): string {
  return action.kind === 'renewal-stop'
    ? `subscription:${action.subscriberCode}`
    : `transaction:${action.transaction}`;
}

function baseFacts(delivery: Delivery): StoredPurchase {
  return {
    eventId: delivery.eventId,
    event: delivery.event,
    version: delivery.version,
    eventAt: Timestamp.fromDate(delivery.eventAt),
    receivedAt: FieldValue.serverTimestamp(),
    outcome: 'ignored',
    reason: null,
    action: null,
    email: null,
    productId: null,
    offerCode: null,
    transaction: null,
    subscriberCode: null,
    recurrenceNumber: null,
    orderKey: null,
    uid: null,
    plan: null,
    validUntil: null,
    payload: delivery.payload,
  };
}

function storedFacts(
  delivery: Delivery,
  action: DeliveryAction,
  orderKey: string | null,
): StoredPurchase {
  const facts = baseFacts(delivery);
  if (action.kind === 'other') return facts;
  facts.email = action.email;
  facts.productId = action.productId;
  facts.subscriberCode = action.subscriberCode;
  facts.orderKey = orderKey;
  if (action.kind !== 'renewal-stop') {
    facts.offerCode = action.offerCode;
    facts.transaction = action.transaction;
    facts.recurrenceNumber = action.recurrenceNumber;
  }
  return facts;
}

/** Stores a delivery that changes nothing (unknown event or product, no such member). */
async function recordIgnored(
  deps: PurchaseDeps,
  purchaseRef: DocumentReference<StoredPurchase>,
  delivery: Delivery,
  reason: PurchaseIgnoreReason,
): Promise<DeliveryResult> {
  const action = delivery.action;
  const orderKey = action.kind === 'other' ? null : orderKeyOf(action);
  const stored = await createOnce(purchaseRef, {
    ...storedFacts(delivery, action, orderKey),
    outcome: 'ignored',
    reason,
  });
  // Not stored: the same delivery arrived twice at once and the other one stored it.
  if (!stored) return replay();
  return { outcome: 'ignored', reason, action: null, uid: null };
}

function replay(): DeliveryResult {
  return { outcome: 'replay', reason: null, action: null, uid: null };
}

/**
 * Whether the profile's renewalStopped must change: set by a subscription's cancellation (the
 * access runs to its end, which the 'access ending' e-mail announces), cleared by a new payment.
 */
function renewalFlagChanges(profile: StoredProfile | null | undefined, action: ActingAction) {
  const stopped = profile?.renewalStopped === true;
  return action.kind === 'renewal-stop' ? !stopped : action.kind === 'approval' && stopped;
}

/** The membership a delivery leads to, from the current one (null: no profile yet). */
export function nextMembership(
  before: MembershipState | null,
  action: ActingAction,
  plan: PlanKey,
  now: Date,
): { membership: MembershipState; membershipAction: MembershipAction } {
  const current: MembershipState = before ?? {
    plan: '',
    tag: null,
    validUntil: null,
    isTemporary: false,
    isPartner: false,
    cancelled: false,
  };
  const currentEnd = toOptionalDate(current.validUntil);
  const at = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);

  switch (action.kind) {
    case 'approval': {
      const orderEnd = accessEndForOrder(plan, action);
      return {
        // A temporary or partner member who buys becomes a regular subscriber.
        membership: {
          plan,
          tag: PLAN_TAGS[plan] ?? tagWithoutPlan(current.tag),
          validUntil: at(validUntilAfterApproval(currentEnd, orderEnd)),
          isTemporary: false,
          isPartner: false,
          cancelled: false,
        },
        membershipAction: (action.recurrenceNumber ?? 1) > 1 ? 'renew' : 'grant',
      };
    }
    case 'revocation':
      return {
        membership: {
          ...current,
          plan: '',
          tag: tagWithoutPlan(current.tag),
          validUntil: at(validUntilAfterRevocation(currentEnd, now)),
        },
        membershipAction: 'revoke',
      };
    case 'renewal-stop':
      return {
        membership: {
          ...current,
          validUntil: at(validUntilAfterRenewalStop(currentEnd, action.nextChargeAt)),
        },
        membershipAction: 'stop-renewal',
      };
  }
}

/** The uid of the Auth account with this e-mail (Auth compares e-mails case-insensitively). */
async function findAuthUser(auth: Auth, email: string): Promise<string | null> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if (isAuthError(error, 'auth/user-not-found')) return null;
    throw error;
  }
}

/**
 * The buyer's account, created without a password when there is none: the welcome e-mail's link
 * sets it, so the account cannot be signed into before its profile exists.
 */
async function findOrCreateAuthUser(auth: Auth, email: string, name: string): Promise<string> {
  const existing = await findAuthUser(auth, email);
  if (existing) return existing;
  try {
    return (await auth.createUser({ email, displayName: name, emailVerified: false })).uid;
  } catch (error) {
    // Two deliveries of one sale (APPROVED and COMPLETE) may create the account at once.
    if (isAuthError(error, 'auth/email-already-exists')) {
      const uid = await findAuthUser(auth, email);
      if (uid) return uid;
    }
    throw error;
  }
}
