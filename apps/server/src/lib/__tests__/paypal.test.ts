import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalEvent, startPayPalStandIn, type PayPalStandIn } from '../../test/paypal-stand-in.js';
import { loadConfig } from '../config.js';
import {
  createPayPalClient,
  PayPalError,
  paypalFromConfig,
  type PayPalClient,
  type PayPalOptions,
} from '../paypal.js';

let paypal: PayPalStandIn;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
});
afterAll(async () => {
  await paypal.close();
});

const client = (overrides: Partial<PayPalOptions> = {}): PayPalClient =>
  createPayPalClient({
    baseUrl: paypal.baseUrl,
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    webhookId: paypal.webhookId,
    ...overrides,
  });

/** Requests made from here on, to count and inspect what the adapter sent. */
function watch() {
  const from = paypal.requests.length;
  const all = () => paypal.requests.slice(from);
  return {
    all,
    to: (method: string, path: string) => all().filter((r) => r.method === method && r.path === path),
  };
}

const PLAN = {
  key: 'standard_plan-monthly',
  name: 'Standard plan (monthly)',
  interval: 'MONTH',
  priceCents: 2500,
} as const;

async function newSubscription(api: PayPalClient, priceCents = 2800, customId = 'company-42') {
  const planId = await api.ensurePlan(PLAN);
  return api.createSubscription({
    planId,
    priceCents,
    customId,
    returnUrl: 'https://salon.example/es-ve/dashboard/billing?paypal=return',
    cancelUrl: 'https://salon.example/es-ve/dashboard/billing?paypal=cancel',
    locale: 'es-VE',
    email: 'owner@example.com',
  });
}

describe('OAuth2 access token', () => {
  it('is fetched once with the client credentials and reused, also by concurrent calls', async () => {
    const api = client();
    const seen = watch();
    const { id } = await newSubscription(api);
    await Promise.all([api.getSubscription(id), api.getSubscription(id), api.getSubscription(id)]);

    const tokenRequests = seen.to('POST', '/v1/oauth2/token');
    expect(tokenRequests).toHaveLength(1);
    const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
    expect(tokenRequests[0]!.headers.authorization).toBe(`Basic ${basic}`);
    expect(tokenRequests[0]!.body).toBe('grant_type=client_credentials');
    const bearers = new Set(
      seen.all().flatMap((r) => (r.path === '/v1/oauth2/token' ? [] : [r.headers.authorization])),
    );
    expect(bearers.size).toBe(1);
    expect([...bearers][0]).toMatch(/^Bearer A21AA/);
  });

  it('is renewed once after a 401, and the call made again', async () => {
    const api = client();
    const { id } = await newSubscription(api);
    paypal.expireTokens();
    const seen = watch();
    expect((await api.getSubscription(id)).id).toBe(id);
    expect(seen.all().map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/billing/subscriptions/${id}`,
      'POST /v1/oauth2/token',
      `GET /v1/billing/subscriptions/${id}`,
    ]);
    expect(seen.all()[2]!.headers.authorization).not.toBe(seen.all()[0]!.headers.authorization);

    // A second 401 in a row is an error, not a loop.
    paypal.expireTokens();
    paypal.failNext(401, {
      name: 'AUTHENTICATION_FAILURE',
      message: 'Authentication failed.',
      debug_id: 'f00d',
    });
    const again = watch();
    await expect(api.getSubscription(id)).rejects.toMatchObject({ status: 401, debugId: 'f00d' });
    expect(again.to('POST', '/v1/oauth2/token')).toHaveLength(1);
    expect(again.to('GET', `/v1/billing/subscriptions/${id}`)).toHaveLength(2);
  });

  it('is renewed before PayPal expires it', async () => {
    const shortLived = await startPayPalStandIn({ expiresIn: 1 });
    try {
      const { baseUrl, clientId, clientSecret, webhookId } = shortLived;
      const api = createPayPalClient({ baseUrl, clientId, clientSecret, webhookId });
      await api.ensurePlan(PLAN);
      await new Promise((resolve) => setTimeout(resolve, 600)); // past half of its 1 s life
      await api.ensurePlan({ ...PLAN, key: 'other' });
      const tokenCalls = shortLived.requests.filter((r) => r.path === '/v1/oauth2/token');
      expect(tokenCalls).toHaveLength(2);
      expect(shortLived.requests.filter((r) => r.headers.authorization?.startsWith('Bearer'))).toHaveLength(
        3,
      );
    } finally {
      await shortLived.close();
    }
  });
});

describe('ensurePlan', () => {
  it('creates the product and the plan once per client, with idempotency keys PayPal honours', async () => {
    const api = client();
    const seen = watch();
    const planId = await api.ensurePlan(PLAN);
    expect(await api.ensurePlan(PLAN)).toBe(planId);
    expect(planId).toMatch(/^P-[A-Z0-9]{24}$/);

    const [product] = seen.to('POST', '/v1/catalogs/products');
    expect(seen.to('POST', '/v1/catalogs/products')).toHaveLength(1);
    expect(JSON.parse(product!.body)).toEqual({
      name: 'Salon subscription',
      type: 'SERVICE',
      category: 'SOFTWARE',
    });
    const plans = seen.to('POST', '/v1/billing/plans');
    expect(plans).toHaveLength(1);
    const body = JSON.parse(plans[0]!.body);
    expect(body).toMatchObject({
      name: PLAN.name,
      status: 'ACTIVE',
      product_id: expect.stringMatching(/^PROD-/),
    });
    expect(body.billing_cycles).toEqual([
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { value: '25.00', currency_code: 'USD' } },
      },
    ]);
    expect(product!.headers['paypal-request-id']).toBeTruthy();
    expect(plans[0]!.headers['paypal-request-id']).toContain('standard_plan-monthly');

    // Another plan reuses the product; a yearly one is billed yearly.
    const yearly = await api.ensurePlan({
      key: 'standard_plan-yearly',
      name: 'Yearly',
      interval: 'YEAR',
      priceCents: 27000,
    });
    expect(yearly).not.toBe(planId);
    expect(seen.to('POST', '/v1/catalogs/products')).toHaveLength(1);
    const yearlyBody = JSON.parse(seen.to('POST', '/v1/billing/plans')[1]!.body);
    expect(yearlyBody.billing_cycles[0].frequency.interval_unit).toBe('YEAR');
    expect(yearlyBody.billing_cycles[0].pricing_scheme.fixed_price.value).toBe('270.00');

    // A new process (empty memory) repeating the same creations gets the same plan, not a second one.
    const before = { plans: paypal.plans.size, products: paypal.products.size };
    expect(await client().ensurePlan(PLAN)).toBe(planId);
    expect({ plans: paypal.plans.size, products: paypal.products.size }).toEqual(before);
  });

  it('tries again after a failure instead of remembering it', async () => {
    const api = client();
    await api.ensurePlan({ ...PLAN, key: 'warm-up' }); // the token and product exist, so the next call is the plan
    paypal.failNext(503, {
      name: 'SERVICE_UNAVAILABLE',
      message: 'Service Unavailable.',
      debug_id: 'abc123',
    });
    await expect(api.ensurePlan({ ...PLAN, key: 'flaky' })).rejects.toMatchObject({ status: 503 });
    expect(await api.ensurePlan({ ...PLAN, key: 'flaky' })).toMatch(/^P-/);
  });
});

describe('subscriptions', () => {
  it('creates one at the quoted price with the custom id and answers the approve link', async () => {
    const api = client();
    const seen = watch();
    const created = await newSubscription(api, 2800, 'company-42');

    const [request] = seen.to('POST', '/v1/billing/subscriptions');
    const body = JSON.parse(request!.body);
    expect(body.plan_id).toMatch(/^P-/);
    expect(body.custom_id).toBe('company-42');
    expect(body.plan).toEqual({
      billing_cycles: [
        {
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: '28.00', currency_code: 'USD' } },
        },
      ],
    });
    expect(body.subscriber).toEqual({ email_address: 'owner@example.com' });
    expect(body.application_context).toEqual({
      brand_name: 'Salon',
      locale: 'es-VE',
      user_action: 'SUBSCRIBE_NOW',
      shipping_preference: 'NO_SHIPPING',
      return_url: 'https://salon.example/es-ve/dashboard/billing?paypal=return',
      cancel_url: 'https://salon.example/es-ve/dashboard/billing?paypal=cancel',
    });
    expect(created.status).toBe('APPROVAL_PENDING');
    expect(created.id).toMatch(/^I-[A-Z0-9]{12}$/);
    const links = paypal.subscriptions.get(created.id)!.links as Array<{ rel: string; href: string }>;
    expect(created.approvalUrl).toBe(links.find((link) => link.rel === 'approve')!.href);
    expect(created.approvalUrl).toMatch(
      /^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=BA-/,
    );
  });

  it('reads, then cancels, a subscription', async () => {
    const api = client();
    const { id } = await newSubscription(api, 3100, 'company-7');
    expect(await api.getSubscription(id)).toEqual({
      id,
      status: 'APPROVAL_PENDING',
      customId: 'company-7',
      planId: await api.ensurePlan(PLAN),
      nextBillingTime: null,
      lastPaymentCents: null,
    });
    await expect(api.cancelSubscription(id, 'changed my mind')).rejects.toMatchObject({
      status: 422,
      paypalName: 'UNPROCESSABLE_ENTITY',
      issues: ['SUBSCRIPTION_STATUS_INVALID'],
    });

    paypal.activateSubscription(id);
    const active = await api.getSubscription(id);
    expect(active).toMatchObject({ status: 'ACTIVE', customId: 'company-7', lastPaymentCents: 3100 });
    expect(Date.parse(active.nextBillingTime!)).toBeGreaterThan(Date.now());

    const seen = watch();
    await api.cancelSubscription(id, 'Plan changed by the owner');
    expect(JSON.parse(seen.to('POST', `/v1/billing/subscriptions/${id}/cancel`)[0]!.body)).toEqual({
      reason: 'Plan changed by the owner',
    });
    expect((await api.getSubscription(id)).status).toBe('CANCELLED');
  });
});

describe('verifyWebhook', () => {
  const verifyCalls = () =>
    paypal.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');

  it('is true for an event PayPal signed, and sends the body verbatim', async () => {
    // Escapes and spacing as a sender may use them: re-serialising the parsed body would change these bytes.
    const raw =
      '{"id":"WH-1","event_type":"PAYMENT.SALE.COMPLETED", "summary":"Pago de G\\u00f3mez",\n"total":28.0}';
    const { headers, rawBody } = paypal.signEvent(raw);
    const before = verifyCalls().length;
    expect(await client().verifyWebhook(headers, rawBody)).toBe(true);
    const sent = verifyCalls()[before]!;
    expect(sent.body).toContain(`"webhook_event":${raw}}`);
    expect(JSON.parse(sent.body)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: paypal.webhookId,
    });
    // The same event re-serialised no longer matches what PayPal signed.
    expect(await client().verifyWebhook(headers, JSON.stringify(JSON.parse(raw)))).toBe(false);
  });

  it('is false for a changed body, another signature, another webhook id, or missing headers', async () => {
    const event = paypalEvent('PAYMENT.SALE.COMPLETED', { subscriptionId: 'I-AAAA', amountCents: 2800 });
    const { headers, rawBody } = paypal.signEvent(event);
    const other = paypal.signEvent(
      paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', { subscriptionId: 'I-AAAA' }),
    );
    const api = client();

    expect(await api.verifyWebhook(headers, rawBody)).toBe(true);
    expect(await api.verifyWebhook(headers, rawBody.replace('"28.00"', '"2.80"'))).toBe(false);
    const forged = { ...headers, 'paypal-transmission-sig': other.headers['paypal-transmission-sig']! };
    expect(await api.verifyWebhook(forged, rawBody)).toBe(false);
    expect(await client({ webhookId: 'SOMEOTHERWEBHOOK' }).verifyWebhook(headers, rawBody)).toBe(false);

    // Header names as PayPal spells them work too.
    const upper = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]),
    );
    expect(await api.verifyWebhook(upper, rawBody)).toBe(true);

    const before = verifyCalls().length;
    const { ['paypal-transmission-sig']: _sig, ...unsigned } = headers;
    expect(await api.verifyWebhook(unsigned, rawBody)).toBe(false);
    expect(await api.verifyWebhook({}, rawBody)).toBe(false);
    expect(await api.verifyWebhook(headers, 'not json')).toBe(false);
    expect(verifyCalls().length).toBe(before);
  });
});

describe('errors', () => {
  it('carry the status, PayPal name and debug_id, and never the secret or the token', async () => {
    const api = client();
    const error = await api.getSubscription('I-DOESNOTEXIST').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayPalError);
    const { status, paypalName, debugId, message, issues } = error as PayPalError;
    expect({ status, paypalName, issues }).toEqual({
      status: 404,
      paypalName: 'RESOURCE_NOT_FOUND',
      issues: ['INVALID_RESOURCE_ID'],
    });
    expect(debugId).toMatch(/^[0-9a-f]{13}$/);
    expect(message).toContain(debugId!);
    expect(message).toContain('GET /v1/billing/subscriptions/I-DOESNOTEXIST answered 404 RESOURCE_NOT_FOUND');
    const token = paypal.requests.at(-1)!.headers.authorization!.slice('Bearer '.length);
    expect(message).not.toContain(token);
    expect(message).not.toContain(paypal.clientSecret);

    const badSecret = 'EKwrong-secret-value';
    const refused = await client({ clientSecret: badSecret })
      .getSubscription('I-X')
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ status: 401, paypalName: 'invalid_client' });
    expect((refused as Error).message).not.toContain(badSecret);
    expect(JSON.stringify(refused)).not.toContain(badSecret);

    // PayPal echoing a secret back (it should not) is scrubbed anyway.
    paypal.failNext(500, {
      name: 'INTERNAL_SERVER_ERROR',
      message: `oops ${paypal.clientSecret}`,
      debug_id: 'd1',
    });
    const echoed = await api.getSubscription('I-X').catch((caught: unknown) => caught);
    expect(echoed).toMatchObject({ status: 500, debugId: 'd1' });
    expect((echoed as Error).message).not.toContain(paypal.clientSecret);
  });

  it('time out a call PayPal does not answer', async () => {
    const api = client({ timeoutMs: 300 });
    await api.ensurePlan({ ...PLAN, key: 'timeout-warm-up' });
    paypal.stallNext();
    const started = Date.now();
    await expect(api.getSubscription('I-SLOW')).rejects.toMatchObject({ status: 0, paypalName: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('paypalFromConfig', () => {
  const env = {
    PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com',
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
  };

  it('is a client only when all four keys are set (empty means unset)', () => {
    expect(paypalFromConfig(loadConfig(env))).not.toBeNull();
    expect(paypalFromConfig(loadConfig({}))).toBeNull();
    for (const key of Object.keys(env)) {
      expect(paypalFromConfig(loadConfig({ ...env, [key]: undefined })), key).toBeNull();
      expect(paypalFromConfig(loadConfig({ ...env, [key]: '  ' })), key).toBeNull();
    }
    expect(() => loadConfig({ ...env, PAYPAL_BASE_URL: 'not a url' })).toThrow(/PAYPAL_BASE_URL/);
  });
});
