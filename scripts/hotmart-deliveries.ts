// Realistic deliveries of Hotmart's purchase webhook (format 2.0.0), for `npm run webhook:demo`
// and the emulator suites. Field names and shapes follow Hotmart's published examples; values
// (people, products, prices) are invented.
import { randomUUID } from 'node:crypto';

export type PurchaseEvent =
  | 'PURCHASE_APPROVED'
  | 'PURCHASE_COMPLETE'
  | 'PURCHASE_REFUNDED'
  | 'PURCHASE_CHARGEBACK'
  | 'PURCHASE_CANCELED'
  | 'PURCHASE_BILLET_PRINTED'
  | 'PURCHASE_DELAYED';

export interface OrderOptions {
  email: string;
  name?: string;
  /** As typed at the checkout, e.g. "(11) 98765-4321". */
  phone?: string;
  productId: number;
  productName?: string;
  offerCode?: string;
  transaction: string;
  /** Subscription orders: which charge this is (1 = the first). */
  recurrenceNumber?: number;
  subscriberCode?: string;
  approvedAt: Date;
  nextChargeAt?: Date | null;
  price?: number;
  /** The delivery's own id and time (Hotmart's `id` and `creation_date`). */
  eventId?: string;
  createdAt?: Date;
}

export interface HotmartBody {
  id: string;
  creation_date: number;
  event: string;
  version: '2.0.0';
  data: Record<string, unknown>;
}

const PURCHASE_STATUS: Record<PurchaseEvent, string> = {
  PURCHASE_APPROVED: 'APPROVED',
  PURCHASE_COMPLETE: 'COMPLETED',
  PURCHASE_REFUNDED: 'REFUNDED',
  PURCHASE_CHARGEBACK: 'CHARGEBACK',
  PURCHASE_CANCELED: 'CANCELED',
  PURCHASE_BILLET_PRINTED: 'BILLET_PRINTED',
  PURCHASE_DELAYED: 'DELAYED',
};

const ACTIVE_EVENTS = new Set<PurchaseEvent>(['PURCHASE_APPROVED', 'PURCHASE_COMPLETE']);

function splitName(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/** A PURCHASE_* delivery for one order. */
export function purchaseDelivery(event: PurchaseEvent, order: OrderOptions): HotmartBody {
  const name = order.name ?? 'Maria Souza';
  const created = order.createdAt ?? new Date();
  const price = order.price ?? 497;
  const subscription = order.subscriberCode
    ? {
        status: ACTIVE_EVENTS.has(event) ? 'ACTIVE' : 'INACTIVE',
        plan: { id: 1046785, name: order.productName ?? 'Escola Estratégica' },
        subscriber: { code: order.subscriberCode },
      }
    : undefined;
  return {
    id: order.eventId ?? randomUUID(),
    creation_date: created.getTime(),
    event,
    version: '2.0.0',
    data: {
      product: {
        id: order.productId,
        ucode: '5f0c7a2e-9d41-4b8e-a6f3-2c1d8e7b4a90',
        name: order.productName ?? 'Escola Estratégica',
        has_co_production: false,
        warranty_date: new Date(order.approvedAt.getTime() + 7 * 86_400_000).toISOString(),
      },
      affiliates: [{ affiliate_code: '', name: '' }],
      buyer: {
        email: order.email,
        name,
        ...splitName(name),
        checkout_phone_code: '55',
        checkout_phone: order.phone ?? '(11) 98765-4321',
        document: '12345678909',
        document_type: 'CPF',
        address: { city: 'São Paulo', state: 'São Paulo', country: 'Brasil', country_iso: 'BR' },
      },
      producer: { name: 'Escola Estratégica Educação Ltda', legal_nature: 'Pessoa Jurídica' },
      commissions: [
        { value: Number((price * 0.099).toFixed(2)), source: 'MARKETPLACE', currency_value: 'BRL' },
        { value: Number((price * 0.901).toFixed(2)), source: 'PRODUCER', currency_value: 'BRL' },
      ],
      purchase: {
        transaction: order.transaction,
        status: PURCHASE_STATUS[event],
        order_date: order.approvedAt.getTime() - 60_000,
        approved_date: order.approvedAt.getTime(),
        ...(order.recurrenceNumber ? { recurrence_number: order.recurrenceNumber } : {}),
        ...(order.nextChargeAt ? { date_next_charge: order.nextChargeAt.getTime() } : {}),
        offer: { code: order.offerCode ?? 'k2x9p1aa' },
        price: { value: price, currency_value: 'BRL' },
        full_price: { value: price, currency_value: 'BRL' },
        original_offer_price: { value: price, currency_value: 'BRL' },
        payment: { type: 'CREDIT_CARD', installments_number: 12 },
        checkout_country: { name: 'Brasil', iso: 'BR' },
        order_bump: { is_order_bump: false },
        is_funnel: false,
        business_model: 'I',
      },
      ...(subscription ? { subscription } : {}),
    },
  };
}

export interface CancellationOptions {
  email: string;
  name?: string;
  productId: number;
  subscriberCode: string;
  nextChargeAt: Date | null;
  cancelledAt?: Date;
  eventId?: string;
  createdAt?: Date;
}

/** A SUBSCRIPTION_CANCELLATION delivery: the subscriber stops the renewals. */
export function subscriptionCancellation(options: CancellationOptions): HotmartBody {
  const created = options.createdAt ?? new Date();
  return {
    id: options.eventId ?? randomUUID(),
    creation_date: created.getTime(),
    event: 'SUBSCRIPTION_CANCELLATION',
    version: '2.0.0',
    data: {
      date_next_charge: options.nextChargeAt?.getTime() ?? null,
      product: { id: options.productId, name: 'Escola Estratégica' },
      actual_recurrence_value: 49.9,
      subscriber: {
        code: options.subscriberCode,
        name: options.name ?? 'Maria Souza',
        email: options.email,
        phone: { dddPhone: '', phone: '', dddCell: '11', cell: '987654321' },
      },
      subscription: { id: 4148584, plan: { id: 1046785, name: 'Escola Estratégica' } },
      cancellation_date: (options.cancelledAt ?? created).getTime(),
    },
  };
}

/** Any other event Hotmart can send (the platform records it and changes nothing). */
export function otherDelivery(event: string, order: OrderOptions): HotmartBody {
  return { ...purchaseDelivery('PURCHASE_APPROVED', order), event };
}
