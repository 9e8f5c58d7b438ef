import type { BillingPricesWire } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  active,
  billingBase,
  confirmPayment,
  invoices,
  reportPayment,
} from '../../../test/billing-fixtures.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { API } from '../../../test/http.js';
import { paypalEvent, startPayPalStandIn, type PayPalStandIn } from '../../../test/paypal-stand-in.js';
import { get, ownerWithSalons, send } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The PayPal flow through our API, with the real adapter talking to the local stand-in of PayPal. */
let t: TestApp;
let paypal: PayPalStandIn;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let subscriptionId = '';
const webhookUrl = `${API}/api/v1/public/paypal/webhook`;
const createUrl = `${billingBase}/paypal/create-subscription`;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp({
    PAYPAL_BASE_URL: paypal.baseUrl,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
  });
  owner = await ownerWithSalons(t, 'paypal.owner@example.com');
});
afterAll(async () => {
  await t?.close();
  await paypal?.close();
});

/** Posts a notification exactly as PayPal would (signed by the stand-in), or with its bytes changed after signing. */
function deliver(signed: { headers: Record<string, string>; rawBody: string }, rawBody = signed.rawBody) {
  return t.app.inject({ method: 'POST', url: webhookUrl, headers: signed.headers, payload: rawBody });
}
const outcomeOf = (res: { statusCode: number; json: () => { data: { outcome: string } } }) => {
  expect(res.statusCode).toBe(200);
  return res.json().data.outcome;
};

describe('PayPal subscriptions', () => {
  it('offers PayPal when configured, to the owner only', async () => {
    const prices = (await get(t, `${billingBase}/prices`, owner.token)).json().data as BillingPricesWire;
    expect(prices.paypal).toBe(true);
    expect(prices.methods).toContain('paypal');
    const manager = await employeeLogin(t, {
      companyId: owner.company._id,
      salonId: owner.salon._id,
      role: 'manager',
    });
    const refused = await send(
      t,
      'POST',
      createUrl,
      { plan: 'standard_plan', period: 'monthly' },
      manager.token,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('creates the subscription at PayPal at the quoted price and answers the approval URL', async () => {
    const bad = await send(t, 'POST', createUrl, { plan: 'gold_plan', period: 'monthly' }, owner.token);
    expect(bad.statusCode).toBe(400);

    const res = await send(t, 'POST', createUrl, { plan: 'standard_plan', period: 'monthly' }, owner.token);
    expect(res.statusCode).toBe(200);
    const { approval_url: approvalUrl, subscription_id: id } = res.json().data;
    subscriptionId = id;
    expect(approvalUrl).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=/,
    );
    const created = paypal.subscriptions.get(id)!;
    expect(created.custom_id).toBe(`${owner.company._id}|standard_plan|monthly`);
    // Standard (25) and the manager's app access (3).
    expect(JSON.stringify(created.plan)).toContain('"value":"28.00"');
    expect((await active(t, owner.token)).paypal).toEqual({
      subscription_id: id,
      status: 'APPROVAL_PENDING',
    });
  });

  it('refuses a forged, tampered or unsigned notification and changes nothing', async () => {
    const event = paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', { subscriptionId });
    const signed = paypal.signEvent(event);
    const tampered = await deliver(signed, signed.rawBody.replace('ACTIVE', 'ACTIVE '));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('PAYPAL_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: webhookUrl,
      headers: { 'content-type': 'application/json' },
      payload: signed.rawBody,
    });
    expect(unsigned.statusCode).toBe(400);
    const notAnEvent = await deliver(paypal.signEvent('{"hello":"world"}'));
    expect(notAnEvent.json().code).toBe('PAYPAL_EVENT_INVALID');
    expect((await active(t, owner.token)).paypal?.status).toBe('APPROVAL_PENDING');
  });

  it('applies activation and the payment once each, whatever PayPal redelivers', async () => {
    const trial = await active(t, owner.token);
    paypal.activateSubscription(subscriptionId);
    const activated = paypal.signEvent(paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', { subscriptionId }));
    expect(outcomeOf(await deliver(activated))).toBe('applied');
    expect(outcomeOf(await deliver(activated))).toBe('duplicate');
    expect((await active(t, owner.token)).paypal?.status).toBe('ACTIVE');

    const sale = paypal.signEvent(
      paypalEvent('PAYMENT.SALE.COMPLETED', {
        subscriptionId,
        customId: `${owner.company._id}|standard_plan|monthly`,
        amountCents: 2800,
      }),
    );
    expect(outcomeOf(await deliver(sale))).toBe('applied');
    expect(outcomeOf(await deliver(sale))).toBe('duplicate');
    const paid = await active(t, owner.token);
    expect(paid).toMatchObject({ state: 'active', plan: 'standard_plan', period_start: trial.period_end });
    const list = await invoices(t, owner.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      method: 'paypal',
      total: 28,
      lines: [
        { kind: 'plan', amount: 25 },
        { kind: 'employee_access', amount: 3 },
      ],
    });
  });

  it('ignores an event about a subscription it does not know', async () => {
    const stranger = paypal.signEvent(
      paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', { subscriptionId: 'I-UNKNOWN0000' }),
    );
    expect(outcomeOf(await deliver(stranger))).toBe('ignored');
    expect((await active(t, owner.token)).cancel_at_period_end).toBe(false);
  });

  it('refuses a change of plan inside the paid period through PayPal', async () => {
    const res = await send(t, 'POST', createUrl, { plan: 'advanced_plan', period: 'monthly' }, owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYPAL_CHANGE_UNSUPPORTED');
  });

  it('cancels at PayPal when the owner cancels; the paid period runs to its end', async () => {
    const res = await send(t, 'POST', `${billingBase}/cancel`, undefined, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      state: 'active',
      cancel_at_period_end: true,
      paypal: { subscription_id: subscriptionId, status: 'CANCELLED' },
    });
    expect(paypal.subscriptions.get(subscriptionId)!.status).toBe('CANCELLED');
  });

  it('a cancellation from PayPal runs the paid period to its end too', async () => {
    const other = await ownerWithSalons(t, 'paypal.other@example.com');
    await confirmPayment(t, await reportPayment(t, other.token, 'standard_plan', 'monthly'));
    const created = await send(
      t,
      'POST',
      createUrl,
      { plan: 'standard_plan', period: 'monthly' },
      other.token,
    );
    const id = created.json().data.subscription_id as string;
    const cancelled = paypal.signEvent(paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', { subscriptionId: id }));
    expect(outcomeOf(await deliver(cancelled))).toBe('applied');
    expect(await active(t, other.token)).toMatchObject({ state: 'active', cancel_at_period_end: true });
  });
});

describe('PayPal not configured', () => {
  it('answers a clear 503 and hides the option', async () => {
    const bare = await createTestApp();
    try {
      const someone = await ownerWithSalons(bare, 'paypal.bare@example.com');
      const res = await send(
        bare,
        'POST',
        createUrl,
        { plan: 'standard_plan', period: 'monthly' },
        someone.token,
      );
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'PAYPAL_NOT_CONFIGURED' });
      const hook = await bare.app.inject({ method: 'POST', url: webhookUrl, payload: { id: 'WH-1' } });
      expect(hook.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
