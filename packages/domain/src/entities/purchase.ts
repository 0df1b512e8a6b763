// The checkout's webhook (Hotmart, webhook format 2.0.0) as the platform stores it:
// purchases/{eventId} keeps every delivery once, membershipChanges/{id} the profile changes the
// deliveries made. Only the purchaseWebhook function writes them; admins read them.
// docs/purchases.md describes the flow for maintainers.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FOUNDER_TAG, PLAN_KEYS, type PlanKey } from '../limits';
import { normalizeEmail } from '../member-import/email';
import { timestampLikeSchema } from '../timestamps';

export const PURCHASE_WEBHOOK_FUNCTION = 'purchaseWebhook';
/** The header Hotmart sends the webhook token (hottok) in; HTTP header names ignore case. */
export const HOTTOK_HEADER = 'x-hotmart-hottok';
/** A delivery is a few kilobytes; anything far larger is not one and is refused unread. */
export const PURCHASE_WEBHOOK_MAX_BYTES = 64 * 1024;

// --- Events ---------------------------------------------------------------------------------

/** A paid order: grants (or, for a later recurrence, renews) access. */
export const APPROVAL_EVENTS = ['PURCHASE_APPROVED', 'PURCHASE_COMPLETE'] as const;
/** The money went back or never arrived: access ends at once. */
export const REVOKING_EVENTS = [
  'PURCHASE_REFUNDED',
  'PURCHASE_CHARGEBACK',
  'PURCHASE_CANCELED',
] as const;
/** The subscriber stopped the renewals: the paid period runs out, nothing more. */
export const SUBSCRIPTION_CANCELLATION_EVENT = 'SUBSCRIPTION_CANCELLATION';

export type ApprovalEvent = (typeof APPROVAL_EVENTS)[number];
export type RevokingEvent = (typeof REVOKING_EVENTS)[number];

export const isApprovalEvent = (event: string): event is ApprovalEvent =>
  (APPROVAL_EVENTS as readonly string[]).includes(event);
export const isRevokingEvent = (event: string): event is RevokingEvent =>
  (REVOKING_EVENTS as readonly string[]).includes(event);

// --- Plans ----------------------------------------------------------------------------------

/** How each plan is sold, which decides how long a paid order gives access. */
export const PLAN_BILLING: Record<PlanKey, 'annual' | 'recurring'> = {
  fundador: 'annual',
  mensal: 'recurring',
};

/**
 * Days of access a recurring plan keeps after its next charge date: the checkout retries a
 * declined card for some days before it gives up, and the member should not lose access meanwhile.
 */
export const RECURRING_GRACE_DAYS = 7;

/** The profile tag each plan carries ('fundador' → 'Aluno Fundador'); other plans carry none. */
export const PLAN_TAGS: Readonly<Partial<Record<PlanKey, string>>> = { fundador: FOUNDER_TAG };

/**
 * The product → plan configuration (functions parameter HOTMART_PRODUCT_PLANS): a JSON object
 * whose keys are a Hotmart product id ("3489107") or a product id and an offer code
 * ("3489107:k2x9p1aa"), and whose values are plan keys. An offer entry wins over its product's.
 */
export const PRODUCT_PLAN_KEY_PATTERN = /^\d+(:[A-Za-z0-9_-]+)?$/;
export const productPlanMappingSchema = z.record(
  z.string().regex(PRODUCT_PLAN_KEY_PATTERN),
  z.enum(PLAN_KEYS),
);
export type ProductPlanMapping = z.infer<typeof productPlanMappingSchema>;

// --- The delivery as Hotmart posts it -------------------------------------------------------

/** Times in the payload are milliseconds since the epoch. */
const epochMs = z.number().int().nonnegative();
/** Hotmart's ids are numbers; tolerate them as digit strings too. */
const numericId = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const optionalText = z.string().nullish();

/** A Firestore document id: no '/', not '.' or '..', at most 1500 bytes (we allow 128 chars). */
const eventId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id));

/** The envelope every delivery shares; `data` is read per event below. */
export const hotmartDeliverySchema = z.object({
  id: eventId,
  creation_date: epochMs,
  event: z.string().trim().min(1).max(64),
  /** Only the 2.x format is understood; another version is a configuration mistake. */
  version: z.string().regex(/^2\.\d+\.\d+$/),
  data: z.looseObject({}),
});
export type HotmartDelivery = z.infer<typeof hotmartDeliverySchema>;

// normalizeEmail: the member import stores e-mails the same way, so a purchase finds them.
const buyerEmail = z.string().overwrite(normalizeEmail).max(EMAIL_MAX_LENGTH).pipe(z.email());

/** `data` of the PURCHASE_* events. */
export const hotmartPurchaseDataSchema = z.looseObject({
  product: z.looseObject({ id: numericId, name: optionalText }),
  buyer: z.looseObject({
    email: buyerEmail,
    name: optionalText,
    checkout_phone: optionalText,
  }),
  purchase: z.looseObject({
    transaction: z.string().trim().min(1).max(64),
    status: optionalText,
    approved_date: epochMs.nullish(),
    order_date: epochMs.nullish(),
    recurrence_number: z.number().int().positive().nullish(),
    date_next_charge: epochMs.nullish(),
    offer: z.looseObject({ code: optionalText }).nullish(),
  }),
  subscription: z
    .looseObject({
      status: optionalText,
      subscriber: z.looseObject({ code: optionalText }).nullish(),
    })
    .nullish(),
});
export type HotmartPurchaseData = z.infer<typeof hotmartPurchaseDataSchema>;

/** `data` of SUBSCRIPTION_CANCELLATION: the subscriber, not a buyer, and no transaction. */
export const hotmartSubscriptionCancellationDataSchema = z.looseObject({
  product: z.looseObject({ id: numericId, name: optionalText }),
  subscriber: z.looseObject({
    code: z.string().trim().min(1).max(64),
    email: buyerEmail,
    name: optionalText,
  }),
  date_next_charge: epochMs.nullish(),
  cancellation_date: epochMs.nullish(),
});
export type HotmartSubscriptionCancellationData = z.infer<
  typeof hotmartSubscriptionCancellationDataSchema
>;

// --- What the platform stores ---------------------------------------------------------------

/** What a delivery did: changed access, was recorded only, or came after a newer one. */
export const PURCHASE_OUTCOMES = ['applied', 'ignored', 'stale'] as const;
export type PurchaseOutcome = (typeof PURCHASE_OUTCOMES)[number];

/** Why a delivery was recorded without changing anything. */
export const PURCHASE_IGNORE_REASONS = ['unknown-event', 'unknown-product', 'no-member'] as const;
export type PurchaseIgnoreReason = (typeof PURCHASE_IGNORE_REASONS)[number];

/** The membership change a delivery asks for. */
export const MEMBERSHIP_ACTIONS = ['grant', 'renew', 'revoke', 'stop-renewal'] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

/** purchases/{eventId}: one per delivery, written once. */
export const purchaseSchema = z.object({
  eventId: z.string(),
  event: z.string(),
  version: z.string(),
  /** Hotmart's creation_date: orders deliveries of one transaction. */
  eventAt: timestampLikeSchema,
  receivedAt: timestampLikeSchema,
  outcome: z.enum(PURCHASE_OUTCOMES),
  reason: z.enum(PURCHASE_IGNORE_REASONS).nullable(),
  action: z.enum(MEMBERSHIP_ACTIONS).nullable(),
  email: z.string().nullable(),
  productId: z.number().nullable(),
  offerCode: z.string().nullable(),
  transaction: z.string().nullable(),
  subscriberCode: z.string().nullable(),
  recurrenceNumber: z.number().nullable(),
  /** Deliveries with the same key are ordered by eventAt: the transaction, or the subscription. */
  orderKey: z.string().nullable(),
  /** The member the delivery was applied to, and the plan and access end it left. */
  uid: z.string().nullable(),
  plan: z.enum(PLAN_KEYS).nullable(),
  validUntil: timestampLikeSchema.nullable(),
  /** The delivery as received (JSON, without any token), to replay it by hand. */
  payload: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** The profile fields a purchase may change, before and after, in membershipChanges. */
export const membershipStateSchema = z.object({
  plan: z.string(),
  tag: z.string().nullable(),
  validUntil: timestampLikeSchema.nullable(),
  isTemporary: z.boolean(),
  isPartner: z.boolean(),
  cancelled: z.boolean(),
});
export type MembershipState = z.infer<typeof membershipStateSchema>;

/** Who changed a membership: the checkout's webhook or an admin on the member console. */
export const MEMBERSHIP_SOURCES = ['hotmart', 'console', 'member', 'import'] as const;
/** Console changes: 'update' (plan, access date, reactivation) and 'role' (admin toggle). */
export const CONSOLE_ACTIONS = ['update', 'role'] as const;
/** The member's own: 'account-deleted' (deleteMyAccount; the entry keeps the uid only). */
export const MEMBER_ACTIONS = ['account-deleted'] as const;
/** 'Importar membros': the member was created or updated by an import (docs/member-import.md). */
export const IMPORT_ACTIONS = ['import'] as const;

/**
 * membershipChanges/{id}: the audit trail of every access and role change, one entry per
 * change, written in the same transaction as the change (purchases and the member console).
 * Role entries carry {role} before and after; the others the membership fields.
 */
export const membershipChangeSchema = z.object({
  uid: z.string(),
  email: z.string(),
  source: z.enum(MEMBERSHIP_SOURCES),
  action: z.enum([...MEMBERSHIP_ACTIONS, ...CONSOLE_ACTIONS, ...MEMBER_ACTIONS, ...IMPORT_ACTIONS]),
  /** An import's entry: its job (memberImports/{jobId}) and file. */
  importJobId: z.string().nullish(),
  fileName: z.string().nullish(),
  /** The admin who made a console change. */
  actorUid: z.string().nullish(),
  actorName: z.string().nullish(),
  eventId: z.string().nullish(),
  event: z.string().nullish(),
  transaction: z.string().nullish(),
  /** The account (Auth user and profile) was created by this purchase. */
  accountCreated: z.boolean().optional(),
  before: membershipStateSchema.partial().extend({ role: z.string().optional() }).nullable(),
  after: membershipStateSchema.partial().extend({ role: z.string().optional() }),
  createdAt: timestampLikeSchema,
});
export type MembershipChange = z.infer<typeof membershipChangeSchema>;
