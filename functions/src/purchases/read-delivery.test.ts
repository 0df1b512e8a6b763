// Unit test: reading Hotmart's webhook deliveries (format 2.0.0) into what the webhook does.
import { describe, expect, it } from 'vitest';
import { readDelivery, type Delivery } from './read-delivery';

const approved = () => ({
  id: '2a1f7c3e-64b9-4c0d-8e15-9b7a3d2f1c08',
  creation_date: 1750444800123,
  event: 'PURCHASE_APPROVED',
  version: '2.0.0',
  hottok: 'nao-guardar',
  data: {
    product: { id: 3489108, name: 'Escola Estratégica', has_co_production: false },
    buyer: {
      email: '  Maria.Souza@Example.COM ',
      name: ' Maria Souza ',
      checkout_phone: '(11) 98765-4321',
    },
    purchase: {
      transaction: 'HP16153920731',
      status: 'APPROVED',
      order_date: 1750444700000,
      approved_date: 1750444750000,
      recurrence_number: 2,
      date_next_charge: 1753036750000,
      offer: { code: 'k2x9p1aa' },
      price: { value: 49.9, currency_value: 'BRL' },
    },
    subscription: {
      status: 'ACTIVE',
      plan: { id: 1, name: 'Mensal' },
      subscriber: { code: 'I9OT62C3' },
    },
  },
});

function read(body: unknown): Delivery {
  const result = readDelivery(body);
  if (!result.ok) throw new Error(result.error);
  return result.delivery;
}

describe('readDelivery', () => {
  it('reads an approved purchase: e-mail in lower case, phone digits, dates', () => {
    const delivery = read(approved());
    expect(delivery).toMatchObject({
      eventId: '2a1f7c3e-64b9-4c0d-8e15-9b7a3d2f1c08',
      event: 'PURCHASE_APPROVED',
      eventAt: new Date(1750444800123),
      action: {
        kind: 'approval',
        email: 'maria.souza@example.com',
        name: 'Maria Souza',
        phone: '11987654321',
        productId: 3489108,
        offerCode: 'k2x9p1aa',
        transaction: 'HP16153920731',
        subscriberCode: 'I9OT62C3',
        recurrenceNumber: 2,
        approvedAt: new Date(1750444750000),
        nextChargeAt: new Date(1753036750000),
      },
    });
    // The stored copy is the delivery without the token.
    const { hottok: _token, ...withoutToken } = approved();
    expect(JSON.parse(delivery.payload)).toEqual(withoutToken);
  });

  it('falls back to the order date, the e-mail as name, and no phone', () => {
    const body = approved();
    const data = body.data as Record<string, Record<string, unknown>>;
    delete data.purchase!.approved_date;
    data.buyer = { email: 'joao@example.com', name: null, checkout_phone: null };
    expect(read(body).action).toMatchObject({
      name: 'joao',
      phone: null,
      approvedAt: new Date(1750444700000),
    });
  });

  it('reads refunds and subscription cancellations', () => {
    expect(read({ ...approved(), event: 'PURCHASE_CHARGEBACK' }).action).toMatchObject({
      kind: 'revocation',
      event: 'PURCHASE_CHARGEBACK',
      transaction: 'HP16153920731',
    });
    const cancellation = read({
      id: 'b3c1',
      creation_date: 1750444800123,
      event: 'SUBSCRIPTION_CANCELLATION',
      version: '2.0.0',
      data: {
        date_next_charge: 1753036750000,
        product: { id: 3489108, name: 'Escola Estratégica' },
        subscriber: { code: 'I9OT62C3', name: 'Maria', email: 'MARIA@example.com' },
        subscription: { id: 4148584, plan: { id: 1, name: 'Mensal' } },
        cancellation_date: 1750444800000,
      },
    });
    expect(cancellation.action).toEqual({
      kind: 'renewal-stop',
      email: 'maria@example.com',
      productId: 3489108,
      subscriberCode: 'I9OT62C3',
      nextChargeAt: new Date(1753036750000),
    });
  });

  it('accepts events it does not act on with the envelope alone', () => {
    const delivery = read({ ...approved(), event: 'CLUB_FIRST_ACCESS', data: {} });
    expect(delivery.action).toEqual({ kind: 'other' });
  });

  it.each<[string, unknown]>([
    ['no body', null],
    ['no id', { ...approved(), id: '' }],
    ['an id that is a path', { ...approved(), id: 'a/b' }],
    ['a negative creation date', { ...approved(), creation_date: -1 }],
    ['version 1', { ...approved(), version: '1.0.0' }],
    ['an approval without product', { ...approved(), data: { ...approved().data, product: null } }],
    [
      'an approval without any date',
      (() => {
        const body = approved();
        const purchase = body.data.purchase as Record<string, unknown>;
        delete purchase.approved_date;
        delete purchase.order_date;
        return body;
      })(),
    ],
    [
      'a cancellation without subscriber',
      { ...approved(), event: 'SUBSCRIPTION_CANCELLATION', data: { product: { id: 1 } } },
    ],
  ])('refuses %s', (_label, body) => {
    expect(readDelivery(body).ok).toBe(false);
  });
});
