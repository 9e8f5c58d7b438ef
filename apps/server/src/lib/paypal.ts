import { centsToDollarText, dollarTextToCents } from '@salon/core';
import { z } from 'zod';
import type { Config } from './config.js';
import { verifySignatureRequestBody } from './paypal-webhook.js';

export {
  parsePayPalEvent,
  PAYPAL_EVENT_TYPES,
  type PayPalEvent,
  type PayPalEventType,
} from './paypal-webhook.js';

/**
 * PayPal answered with an error (or did not answer). `paypalName` and `debugId` are what PayPal support asks for;
 * the message never holds the client secret or the access token.
 */
export class PayPalError extends Error {
  override readonly name = 'PayPalError';
  constructor(
    /** The HTTP status, or 0 when PayPal could not be reached or timed out. */
    readonly status: number,
    /** PayPal's error name (UNPROCESSABLE_ENTITY, RESOURCE_NOT_FOUND, invalid_client...). */
    readonly paypalName: string | null,
    readonly debugId: string | null,
    message: string,
    /** The `issue` codes of PayPal's details (e.g. SUBSCRIPTION_STATUS_INVALID). */
    readonly issues: string[] = [],
  ) {
    super(message);
  }
}

export interface PayPalSubscription {
  id: string;
  /** APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED or EXPIRED. */
  status: string;
  customId: string | null;
  planId: string;
  nextBillingTime: string | null;
  lastPaymentCents: number | null;
}

export interface PayPalClient {
  ensurePlan(input: {
    key: string;
    name: string;
    interval: 'MONTH' | 'YEAR';
    priceCents: number;
  }): Promise<string>;
  createSubscription(input: {
    planId: string;
    priceCents: number;
    customId: string;
    returnUrl: string;
    cancelUrl: string;
    locale: 'es-VE' | 'en-US';
    email?: string;
  }): Promise<{ id: string; status: string; approvalUrl: string }>;
  getSubscription(id: string): Promise<PayPalSubscription>;
  cancelSubscription(id: string, reason: string): Promise<void>;
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<boolean>;
}

export interface PayPalOptions {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Shown to the payer on PayPal's approval page. */
  brandName?: string;
  timeoutMs?: number;
}

/** The client when all four PAYPAL_* keys are set; otherwise null and the product offers no PayPal. */
export function paypalFromConfig(config: Config): PayPalClient | null {
  const { PAYPAL_BASE_URL, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID } = config;
  if (!PAYPAL_BASE_URL || !PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET || !PAYPAL_WEBHOOK_ID) return null;
  return createPayPalClient({
    baseUrl: PAYPAL_BASE_URL,
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
    webhookId: PAYPAL_WEBHOOK_ID,
  });
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const idSchema = z.object({ id: z.string().min(1) });
const linksSchema = z.array(z.object({ href: z.string(), rel: z.string() })).default([]);
const createdSubscriptionSchema = z.object({ id: z.string().min(1), status: z.string(), links: linksSchema });
const subscriptionSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  plan_id: z.string(),
  custom_id: z.string().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      last_payment: z.object({ amount: z.object({ value: z.string() }) }).optional(),
    })
    .optional(),
});
const verificationSchema = z.object({ verification_status: z.string() });
const errorSchema = z
  .object({
    name: z.string().optional(),
    message: z.string().optional(),
    debug_id: z.string().optional(),
    details: z.array(z.object({ issue: z.string().optional() })).optional(),
    // The OAuth2 endpoint answers in OAuth2's own error shape instead.
    error: z.string().optional(),
    error_description: z.string().optional(),
  })
  .catch({});

const PRODUCT = { name: 'Salon subscription', type: 'SERVICE', category: 'SOFTWARE' } as const;
const usd = (cents: number) => ({ fixed_price: { value: centsToDollarText(cents), currency_code: 'USD' } });

// PayPal-Request-Id makes a repeated POST answer the first result instead of creating a second resource. PayPal
// keeps these ids for hours, not forever, and scopes them to the app (client id).
const requestId = (...parts: Array<string | number>) =>
  parts
    .join('-')
    .replace(/[^A-Za-z0-9_-]/g, '-')
    .slice(0, 100);

export function createPayPalClient(options: PayPalOptions): PayPalClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const brandName = options.brandName ?? 'Salon';
  const basicAuth = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let token: { value: string; refreshAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;
  // Creations in flight or done, so each happens once per client.
  const created = new Map<string, Promise<string>>();

  /** Builds the error from what PayPal answered, scrubbing the secrets in case an answer echoes one. */
  async function errorFrom(response: Response, what: string): Promise<PayPalError> {
    const body = errorSchema.parse(await response.json().catch(() => ({})));
    const name = body.name ?? body.error ?? null;
    const debugId = body.debug_id ?? response.headers.get('paypal-debug-id');
    const issues = (body.details ?? []).flatMap((detail) => (detail.issue ? [detail.issue] : []));
    const text = [
      `PayPal ${what} answered ${response.status}${name ? ` ${name}` : ''}`,
      body.message ?? body.error_description,
      issues.length > 0 ? `(${issues.join(', ')})` : undefined,
      debugId ? `debug_id ${debugId}` : undefined,
    ]
      .filter(Boolean)
      .join(': ');
    return new PayPalError(response.status, name, debugId, scrub(text), issues);
  }

  function scrub(text: string): string {
    const secrets = [options.clientSecret, basicAuth, token?.value ?? ''].filter(Boolean);
    return secrets.reduce((clean, secret) => clean.split(secret).join('[redacted]'), text);
  }

  async function send(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : 'could not be reached';
      throw new PayPalError(0, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', null, `PayPal ${what}: ${reason}`);
    }
  }

  /** A cached access token, renewed a minute (or half its life, if shorter) before PayPal expires it. */
  function accessToken(): Promise<string> {
    if (token && Date.now() < token.refreshAt) return Promise.resolve(token.value);
    // Concurrent callers share one token request.
    tokenRequest ??= (async () => {
      const response = await send('POST /v1/oauth2/token', `${baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basicAuth}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      });
      if (!response.ok) throw await errorFrom(response, 'POST /v1/oauth2/token');
      const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new PayPalError(response.status, 'UNEXPECTED_RESPONSE', null, 'PayPal token');
      const lifeMs = parsed.data.expires_in * 1000;
      token = {
        value: parsed.data.access_token,
        refreshAt: Date.now() + lifeMs - Math.min(60_000, lifeMs / 2),
      };
      return token.value;
    })().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** One REST call; a 401 means the token was revoked or expired early, so it is renewed and the call made once more. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T> | null,
    extra: { body?: string; requestId?: string } = {},
  ): Promise<T> {
    const what = `${method} ${path}`;
    const attempt = async (bearer: string) =>
      send(what, `${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(extra.body !== undefined && { 'content-type': 'application/json' }),
          ...(extra.requestId && { 'paypal-request-id': extra.requestId }),
        },
        body: extra.body,
      });
    const used = await accessToken();
    let response = await attempt(used);
    if (response.status === 401) {
      await response.body?.cancel();
      if (token?.value === used) token = null;
      response = await attempt(await accessToken());
    }
    if (!response.ok) throw await errorFrom(response, what);
    if (!schema) {
      await response.body?.cancel();
      return undefined as T;
    }
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (parsed.success) return parsed.data;
    throw new PayPalError(
      response.status,
      'UNEXPECTED_RESPONSE',
      response.headers.get('paypal-debug-id'),
      what,
    );
  }

  const post = <T>(path: string, schema: z.ZodType<T>, body: unknown, id?: string) =>
    call('POST', path, schema, { body: JSON.stringify(body), requestId: id });

  /** Memoises a creation; a failed one is forgotten so that the next call tries again. */
  function once(key: string, create: () => Promise<string>): Promise<string> {
    const existing = created.get(key);
    if (existing) return existing;
    const creating = create().catch((error: unknown) => {
      created.delete(key);
      throw error;
    });
    created.set(key, creating);
    return creating;
  }

  const ensureProduct = () =>
    once('product', async () => {
      const product = await post('/v1/catalogs/products', idSchema, PRODUCT, requestId('salon-product-v1'));
      return product.id;
    });

  return {
    ensurePlan({ key, name, interval, priceCents }) {
      // The price is part of the cache key and the request id: prices are data, and a changed price needs a new
      // plan rather than PayPal replaying the old one.
      return once(`plan|${key}|${interval}|${priceCents}`, async () => {
        const productId = await ensureProduct();
        const plan = await post(
          '/v1/billing/plans',
          idSchema,
          {
            product_id: productId,
            name,
            status: 'ACTIVE',
            billing_cycles: [
              {
                frequency: { interval_unit: interval, interval_count: 1 },
                tenure_type: 'REGULAR',
                sequence: 1,
                total_cycles: 0,
                pricing_scheme: usd(priceCents),
              },
            ],
            payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
          },
          requestId('salon-plan', interval, priceCents, key),
        );
        return plan.id;
      });
    },

    async createSubscription(input) {
      // The plan's fixed price is only a default: the quote (which grows with employees) overrides it here.
      const subscription = await post('/v1/billing/subscriptions', createdSubscriptionSchema, {
        plan_id: input.planId,
        custom_id: input.customId,
        plan: { billing_cycles: [{ sequence: 1, total_cycles: 0, pricing_scheme: usd(input.priceCents) }] },
        ...(input.email && { subscriber: { email_address: input.email } }),
        application_context: {
          brand_name: brandName,
          locale: input.locale,
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
      });
      const approve = subscription.links.find((link) => link.rel === 'approve');
      if (!approve) {
        const message = `PayPal subscription ${subscription.id} has no approve link`;
        throw new PayPalError(201, 'UNEXPECTED_RESPONSE', null, message);
      }
      return { id: subscription.id, status: subscription.status, approvalUrl: approve.href };
    },

    async getSubscription(id) {
      const path = `/v1/billing/subscriptions/${encodeURIComponent(id)}`;
      const subscription = await call('GET', path, subscriptionSchema);
      const lastPayment = subscription.billing_info?.last_payment?.amount.value;
      return {
        id: subscription.id,
        status: subscription.status,
        customId: subscription.custom_id ?? null,
        planId: subscription.plan_id,
        nextBillingTime: subscription.billing_info?.next_billing_time ?? null,
        lastPaymentCents: lastPayment === undefined ? null : dollarTextToCents(lastPayment),
      };
    },

    async cancelSubscription(id, reason) {
      await call<undefined>('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, null, {
        // PayPal caps the reason at 128 characters.
        body: JSON.stringify({ reason: reason.slice(0, 128) || 'Cancelled' }),
      });
    },

    /**
     * True only when PayPal confirms the signature. A missing header or a body that is not JSON is false without
     * asking PayPal; PayPal refusing the request as malformed (400, 422) is false too. PayPal being down or
     * refusing our credentials throws, so the webhook answers an error and PayPal delivers the event again later.
     */
    async verifyWebhook(headers, rawBody) {
      const body = verifySignatureRequestBody(headers, rawBody, options.webhookId);
      if (body === null) return false;
      try {
        const path = '/v1/notifications/verify-webhook-signature';
        const answer = await call('POST', path, verificationSchema, { body });
        return answer.verification_status === 'SUCCESS';
      } catch (error) {
        if (error instanceof PayPalError && (error.status === 400 || error.status === 422)) return false;
        throw error;
      }
    },
  };
}
