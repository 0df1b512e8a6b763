import {
  hotmartDeliverySchema,
  hotmartPurchaseDataSchema,
  hotmartSubscriptionCancellationDataSchema,
  isApprovalEvent,
  isRevokingEvent,
  phoneDigits,
  SUBSCRIPTION_CANCELLATION_EVENT,
  type ApprovalEvent,
  type RevokingEvent,
} from '@app/domain';
import type { ZodType } from 'zod';

/** What every delivery carries, whatever its event. */
export interface DeliveryEnvelope {
  eventId: string;
  event: string;
  version: string;
  eventAt: Date;
  /** The delivery as received, re-serialised without the token some senders put in the body. */
  payload: string;
}

/** Who bought what, as the PURCHASE_* events tell it. */
export interface OrderFacts {
  email: string;
  productId: number;
  offerCode: string | null;
  transaction: string;
  subscriberCode: string | null;
  recurrenceNumber: number | null;
}

export type DeliveryAction =
  | { kind: 'other' }
  | (OrderFacts & {
      kind: 'approval';
      event: ApprovalEvent;
      name: string;
      /** Digits only, null when the checkout had none. */
      phone: string | null;
      approvedAt: Date;
      nextChargeAt: Date | null;
    })
  | (OrderFacts & { kind: 'revocation'; event: RevokingEvent })
  | {
      kind: 'renewal-stop';
      email: string;
      productId: number;
      subscriberCode: string;
      nextChargeAt: Date | null;
    };

export type Delivery = DeliveryEnvelope & { action: DeliveryAction };

export type ReadResult = { ok: true; delivery: Delivery } | { ok: false; error: string };

const fail = (error: string): ReadResult => ({ ok: false, error });
const dateOrNull = (ms: number | null | undefined) => (ms == null ? null : new Date(ms));

function parseWith<T>(schema: ZodType<T>, value: unknown): { data: T } | { error: string } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  return { error: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
}

/**
 * Reads a delivery of Hotmart's webhook format 2.0.0. Unknown events are fine (kind 'other');
 * a known event without the fields it needs is malformed, like a broken envelope.
 */
export function readDelivery(body: unknown): ReadResult {
  const envelope = parseWith(hotmartDeliverySchema, body);
  if ('error' in envelope) return fail(envelope.error);
  const { id, creation_date, event, version, data } = envelope.data;
  const { hottok: _token, ...stored } = body as Record<string, unknown>;
  const base: DeliveryEnvelope = {
    eventId: id,
    event,
    version,
    eventAt: new Date(creation_date),
    payload: JSON.stringify(stored),
  };

  if (isApprovalEvent(event) || isRevokingEvent(event)) {
    const parsed = parseWith(hotmartPurchaseDataSchema, data);
    if ('error' in parsed) return fail(`data.${parsed.error}`);
    const { product, buyer, purchase, subscription } = parsed.data;
    const facts: OrderFacts = {
      email: buyer.email,
      productId: product.id,
      offerCode: purchase.offer?.code?.trim() || null,
      transaction: purchase.transaction,
      subscriberCode: subscription?.subscriber?.code?.trim() || null,
      recurrenceNumber: purchase.recurrence_number ?? null,
    };
    if (isRevokingEvent(event)) {
      return { ok: true, delivery: { ...base, action: { ...facts, kind: 'revocation', event } } };
    }
    const approvedAt = dateOrNull(purchase.approved_date ?? purchase.order_date);
    if (!approvedAt) return fail('data.purchase.approved_date: required for an approved purchase');
    const phone = phoneDigits(buyer.checkout_phone ?? '');
    return {
      ok: true,
      delivery: {
        ...base,
        action: {
          ...facts,
          kind: 'approval',
          event,
          name: buyer.name?.trim() || buyer.email.split('@')[0] || buyer.email,
          phone: phone === '' ? null : phone,
          approvedAt,
          nextChargeAt: dateOrNull(purchase.date_next_charge),
        },
      },
    };
  }

  if (event === SUBSCRIPTION_CANCELLATION_EVENT) {
    const parsed = parseWith(hotmartSubscriptionCancellationDataSchema, data);
    if ('error' in parsed) return fail(`data.${parsed.error}`);
    const { product, subscriber, date_next_charge } = parsed.data;
    return {
      ok: true,
      delivery: {
        ...base,
        action: {
          kind: 'renewal-stop',
          email: subscriber.email,
          productId: product.id,
          subscriberCode: subscriber.code,
          nextChargeAt: dateOrNull(date_next_charge),
        },
      },
    };
  }

  return { ok: true, delivery: { ...base, action: { kind: 'other' } } };
}
