import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { toDollars } from '@salon/core';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';

/**
 * PayPal's REST API played by a local HTTP server, answering with the payloads of PayPal's documentation
 * (paypal-fixtures/*.json) adapted to each request. It is strict where PayPal is: the OAuth2 client credentials,
 * the bearer token it issued, PayPal-Request-Id replays, which subscription states can be cancelled, and webhook
 * signatures checked the way PayPal signs them (SHA256withRSA over "transmission id|time|webhook id|CRC32 of
 * the body"), so only what `signEvent` signed, byte for byte, verifies.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export const paypalFixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./paypal-fixtures/${name}.json`, import.meta.url), 'utf8')) as Json;

const EVENT_FIXTURES: Record<string, string> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'event-subscription-activated',
  'BILLING.SUBSCRIPTION.CANCELLED': 'event-subscription-cancelled',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED': 'event-subscription-payment-failed',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'event-subscription-suspended',
  'BILLING.SUBSCRIPTION.EXPIRED': 'event-subscription-expired',
  'PAYMENT.SALE.COMPLETED': 'event-payment-sale-completed',
};

const code = (length: number) =>
  Array.from(randomBytes(length), (byte) => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[byte % 33]).join('');

/** PayPal's documented event of that type, about the given subscription (a new event id each time). */
export function paypalEvent(
  type: keyof typeof EVENT_FIXTURES,
  about: { subscriptionId: string; customId?: string; amountCents?: number },
): Json {
  const event = paypalFixture(EVENT_FIXTURES[type]!);
  const resource = event.resource as Json;
  event.id = `WH-${code(17)}-${code(17)}`;
  if (type === 'PAYMENT.SALE.COMPLETED') {
    resource.billing_agreement_id = about.subscriptionId;
    if (about.customId !== undefined) resource.custom = about.customId;
    if (about.amountCents !== undefined) {
      const total = toDollars(about.amountCents).toFixed(2);
      resource.amount = { total, currency: 'USD', details: { subtotal: total } };
    }
  } else {
    resource.id = about.subscriptionId;
    if (about.customId !== undefined) resource.custom_id = about.customId;
  }
  return event;
}

/** The top-level member's JSON text exactly as sent, so signatures are checked over the bytes, not a re-encoding. */
function rawMember(text: string, key: string): string | null {
  let depth = 0;
  let lastString = '';
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (depth === 1 && start < 0) lastString = text.slice(i, end + 1);
      i = end;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0 && start >= 0) return text.slice(start, i).trim();
    } else if (depth === 1 && char === ':' && start < 0 && JSON.parse(lastString) === key) start = i + 1;
    else if (depth === 1 && char === ',' && start >= 0) return text.slice(start, i).trim();
  }
  return null;
}

export async function startPayPalStandIn(
  options: { clientId?: string; clientSecret?: string; webhookId?: string; expiresIn?: number } = {},
) {
  const clientId = options.clientId ?? 'AZstandInClientId';
  const clientSecret = options.clientSecret ?? 'EKstandInClientSecret';
  const webhookId = options.webhookId ?? '8PT597110X687430LKGECATA';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const requests: RecordedRequest[] = [];
  const tokens = new Set<string>();
  const products = new Map<string, Json>();
  const plans = new Map<string, Json>();
  /** Subscriptions as GET answers them; a test may change one (e.g. `activateSubscription`). */
  const subscriptions = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const queued: Array<{ status: number; body: Json } | 'stall'> = [];
  let baseUrl = '';
  const certUrl = () => `${baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77`;

  const error = (name: string, message: string, issue?: string, description?: string): Json => ({
    name,
    message,
    debug_id: randomBytes(7).toString('hex').slice(0, 13),
    ...(issue && { details: [{ issue, description }] }),
    links: [
      { href: `https://developer.paypal.com/docs/api/v1/#${name}`, rel: 'information_link', method: 'GET' },
    ],
  });
  const notFound = () =>
    ({
      status: 404,
      body: error('RESOURCE_NOT_FOUND', 'The requested resource was not found.', 'INVALID_RESOURCE_ID'),
    }) as const;
  const invalid = (field: string) => ({
    status: 400,
    body: error(
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      'MISSING_REQUIRED_PARAMETER',
      `${field} is missing.`,
    ),
  });
  const selfLinks = (path: string) => [
    { href: `${baseUrl}${path}`, rel: 'self', method: 'GET' },
    { href: `${baseUrl}${path}`, rel: 'edit', method: 'PATCH' },
  ];

  function route(method: string, path: string, body: Json, raw: string): { status: number; body?: unknown } {
    const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    if (method === 'POST' && path === '/v1/catalogs/products') {
      if (typeof body.name !== 'string' || typeof body.type !== 'string') return invalid('name or type');
      const id = `PROD-${code(17)}`;
      const product = { ...paypalFixture('product'), ...body, id, create_time: now, update_time: now };
      products.set(id, { ...product, links: selfLinks(`/v1/catalogs/products/${id}`) });
      return { status: 201, body: products.get(id) };
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      if (!products.has(String(body.product_id))) return notFound();
      if (!Array.isArray(body.billing_cycles) || body.billing_cycles.length === 0)
        return invalid('billing_cycles');
      const id = `P-${code(24)}`;
      const plan = { ...paypalFixture('plan'), ...body, id, create_time: now, update_time: now };
      plans.set(id, { ...plan, links: selfLinks(`/v1/billing/plans/${id}`) });
      return { status: 201, body: plans.get(id) };
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      if (!plans.has(String(body.plan_id))) return notFound();
      const id = `I-${code(12)}`;
      const subscriber = body.subscriber as Json | undefined;
      const subscription: Json = {
        ...paypalFixture('subscription-created'),
        id,
        plan_id: body.plan_id,
        plan_overridden: body.plan !== undefined,
        ...(body.plan !== undefined && { plan: body.plan }),
        custom_id: body.custom_id,
        subscriber: subscriber ?? {},
        start_time: now,
        create_time: now,
        status_update_time: now,
        links: [
          {
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${code(17)}`,
            rel: 'approve',
            method: 'GET',
          },
          ...selfLinks(`/v1/billing/subscriptions/${id}`).reverse(),
        ],
      };
      if (body.custom_id === undefined) delete subscription.custom_id;
      subscriptions.set(id, subscription);
      return { status: 201, body: subscription };
    }
    const subscriptionPath = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return notFound();
      if (method === 'GET' && !subscriptionPath[2]) return { status: 200, body: subscription };
      if (method !== 'POST' || !subscriptionPath[2]) return { status: 405 };
      if (typeof body.reason !== 'string') return invalid('reason');
      if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
        const message =
          'The requested action could not be performed, semantically incorrect, or failed business validation.';
        const description =
          'Invalid subscription status for cancel action; subscription status should be active or suspended.';
        return {
          status: 422,
          body: error('UNPROCESSABLE_ENTITY', message, 'SUBSCRIPTION_STATUS_INVALID', description),
        };
      }
      Object.assign(subscription, { status: 'CANCELLED', status_update_time: now });
      return { status: 204 };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = rawMember(raw, 'webhook_event');
      const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'];
      const missing = [...fields, 'webhook_id'].find((field) => typeof body[field] !== 'string');
      if (missing || !event) return invalid(missing ?? 'webhook_event');
      const signed = `${body.transmission_id}|${body.transmission_time}|${body.webhook_id}|${crc32(event)}`;
      const valid =
        body.auth_algo === 'SHA256withRSA' &&
        body.cert_url === certUrl() &&
        body.webhook_id === webhookId &&
        createVerify('sha256').update(signed).verify(publicKey, String(body.transmission_sig), 'base64');
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    return notFound();
  }

  function answer(res: ServerResponse, status: number, body?: unknown) {
    res.statusCode = status;
    res.setHeader('paypal-debug-id', randomBytes(7).toString('hex').slice(0, 13));
    if (body === undefined) return res.end();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method, path, headers: req.headers, body: raw });
      const authorization = req.headers.authorization ?? '';
      if (method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (authorization !== expected) {
          return answer(res, 401, {
            error: 'invalid_client',
            error_description: 'Client Authentication failed',
          });
        }
        if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
          return answer(res, 400, {
            error: 'unsupported_grant_type',
            error_description: 'Grant Type is NULL',
          });
        }
        const token = `A21AA${randomBytes(48).toString('base64url')}`;
        tokens.add(token);
        const expires = options.expiresIn ?? 32400;
        return answer(res, 200, { ...paypalFixture('token'), access_token: token, expires_in: expires });
      }
      if (!authorization.startsWith('Bearer ') || !tokens.has(authorization.slice(7))) {
        const message =
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.';
        return answer(res, 401, error('AUTHENTICATION_FAILURE', message));
      }
      const next = queued.shift();
      if (next === 'stall') return; // never answers: the caller's timeout has to end it
      if (next) return answer(res, next.status, next.body);
      let body: Json;
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        return answer(res, 400, error('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'));
      }
      const requestId = req.headers['paypal-request-id'];
      const replayKey = typeof requestId === 'string' && method === 'POST' ? `${path}|${requestId}` : null;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) return answer(res, replay.status, replay.body);
      const result = route(method, path, body, raw);
      // Only successes are replayed, so a retry after a failure gets another chance.
      if (replayKey && result.status < 300)
        replays.set(replayKey, { status: result.status, body: result.body });
      answer(res, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    baseUrl,
    clientId,
    clientSecret,
    webhookId,
    requests,
    subscriptions,
    plans,
    products,
    /** Revokes every token issued so far, as PayPal does when one expires: the next API call gets a 401. */
    expireTokens: () => tokens.clear(),
    /** The next authenticated API call answers this instead (e.g. a 500 or a 422 with PayPal's error body). */
    failNext: (
      status: number,
      body: Json = error('INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
    ) => void queued.push({ status, body }),
    /** The next authenticated API call never answers. */
    stallNext: () => void queued.push('stall'),
    /** What PayPal does once the payer approves and the first payment clears: the subscription turns ACTIVE. */
    activateSubscription(id: string) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`No subscription ${id}`);
      const active = paypalFixture('subscription-active');
      const cycles = (subscription.plan as { billing_cycles?: Json[] } | undefined)?.billing_cycles;
      const fixedPrice = (cycles?.[0]?.pricing_scheme as Json | undefined)?.fixed_price as Json | undefined;
      const billing = active.billing_info as { last_payment: { amount: Json }; next_billing_time: string };
      if (fixedPrice) billing.last_payment.amount = { currency_code: 'USD', value: fixedPrice.value };
      const next = new Date();
      next.setUTCMonth(next.getUTCMonth() + 1);
      billing.next_billing_time = next.toISOString().replace(/\.\d+Z$/, 'Z');
      Object.assign(subscription, active, {
        id,
        plan_id: subscription.plan_id,
        custom_id: subscription.custom_id,
        subscriber: { ...(active.subscriber as Json), ...(subscription.subscriber as Json) },
        links: selfLinks(`/v1/billing/subscriptions/${id}`),
      });
      return subscription;
    },
    /**
     * A notification as PayPal would post it: the body (an event object is sent as compact JSON, a string as is)
     * and the PAYPAL-* headers signing exactly those bytes for this stand-in's webhook id.
     */
    signEvent(event: Json | string) {
      const rawBody = typeof event === 'string' ? event : JSON.stringify(event);
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': certUrl(),
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': createSign('sha256').update(signed).sign(privateKey, 'base64'),
        'paypal-transmission-time': transmissionTime,
      };
      return { headers, rawBody };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PayPalStandIn = Awaited<ReturnType<typeof startPayPalStandIn>>;
