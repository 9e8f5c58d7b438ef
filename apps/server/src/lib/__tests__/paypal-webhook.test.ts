import { describe, expect, it } from 'vitest';
import { paypalEvent, paypalFixture } from '../../test/paypal-stand-in.js';
import { parsePayPalEvent } from '../paypal-webhook.js';

/** Reading PayPal's webhook bodies: pure, no PayPal needed (its money strings: core's money.test.ts). */
describe('parsePayPalEvent', () => {
  it.each([
    ['event-subscription-activated', 'BILLING.SUBSCRIPTION.ACTIVATED'],
    ['event-subscription-cancelled', 'BILLING.SUBSCRIPTION.CANCELLED'],
    ['event-subscription-payment-failed', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED'],
    ['event-subscription-suspended', 'BILLING.SUBSCRIPTION.SUSPENDED'],
    ['event-subscription-expired', 'BILLING.SUBSCRIPTION.EXPIRED'],
  ])('reads %s (the resource is the subscription)', (fixture, eventType) => {
    const raw = paypalFixture(fixture);
    expect(parsePayPalEvent(JSON.stringify(raw))).toEqual({
      id: raw.id,
      eventType,
      resourceType: 'subscription',
      subscriptionId: 'I-BW452GLLEP1G',
      customId: 'company-0001',
      amountCents: null,
      raw,
    });
  });

  it('reads a subscription payment (a sale whose billing_agreement_id is the subscription)', () => {
    const event = parsePayPalEvent(JSON.stringify(paypalFixture('event-payment-sale-completed')));
    expect(event).toMatchObject({
      id: 'WH-528005538C798144N-7H391362AP602264K',
      eventType: 'PAYMENT.SALE.COMPLETED',
      resourceType: 'sale',
      subscriptionId: 'I-BW452GLLEP1G',
      customId: 'company-0001',
      amountCents: 2800,
    });
    const built = paypalEvent('PAYMENT.SALE.COMPLETED', {
      subscriptionId: 'I-X',
      customId: 'c-9',
      amountCents: 4590,
    });
    expect(parsePayPalEvent(JSON.stringify(built))).toMatchObject({
      subscriptionId: 'I-X',
      customId: 'c-9',
      amountCents: 4590,
    });
  });

  it('answers null for anything malformed, and passes other event types through without subscription fields', () => {
    const sale = paypalFixture('event-payment-sale-completed');
    const subscription = paypalFixture('event-subscription-cancelled');
    const malformed = [
      '',
      'garbage',
      '[]',
      'null',
      JSON.stringify({ id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED' }),
      JSON.stringify({ ...subscription, resource: { ...(subscription.resource as object), id: 42 } }),
      JSON.stringify({
        ...sale,
        resource: { ...(sale.resource as object), amount: { total: '28,00', currency: 'USD' } },
      }),
      JSON.stringify({ ...sale, resource: { ...(sale.resource as object), amount: undefined } }),
    ];
    for (const raw of malformed) expect(parsePayPalEvent(raw), raw).toBeNull();

    const other = { ...subscription, event_type: 'BILLING.SUBSCRIPTION.CREATED' };
    expect(parsePayPalEvent(JSON.stringify(other))).toMatchObject({
      eventType: 'BILLING.SUBSCRIPTION.CREATED',
      subscriptionId: null,
      customId: null,
    });
  });
});
