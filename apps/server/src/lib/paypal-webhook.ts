import { dollarTextToCents } from '@salon/core';
import { z } from 'zod';

/** The PayPal webhook events the billing module acts on. */
export const PAYPAL_EVENT_TYPES = [
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
  'BILLING.SUBSCRIPTION.SUSPENDED',
  'BILLING.SUBSCRIPTION.EXPIRED',
  'PAYMENT.SALE.COMPLETED',
] as const;
export type PayPalEventType = (typeof PAYPAL_EVENT_TYPES)[number];

export interface PayPalEvent {
  /** PayPal's event id (WH-...): the same event can be delivered more than once, so handlers dedupe on it. */
  id: string;
  /** One of PAYPAL_EVENT_TYPES, or another type a webhook may also be subscribed to (then the fields below are null). */
  eventType: string;
  resourceType: string;
  subscriptionId: string | null;
  customId: string | null;
  /** Only for PAYMENT.SALE.COMPLETED: what was charged. */
  amountCents: number | null;
  raw: Record<string, unknown>;
}

const envelopeSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource_type: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
});

// Subscription events carry the subscription itself; custom_id is absent when none was set at creation.
const subscriptionResourceSchema = z.object({
  id: z.string().min(1),
  custom_id: z.string().optional(),
});

// A subscription's payment arrives as a v1 "sale": its billing_agreement_id is the subscription id and `custom`
// echoes the subscription's custom_id. A one-off sale (not from a subscription) has no billing_agreement_id.
const saleResourceSchema = z.object({
  id: z.string().min(1),
  billing_agreement_id: z.string().optional(),
  custom: z.string().optional(),
  amount: z.object({ total: z.string(), currency: z.string() }),
});

/**
 * Reads a webhook body (verify it first with PayPalClient.verifyWebhook). Null when it is not a PayPal event or an
 * event we act on lacks what we need; events of other types come back with null subscription fields, so a handler
 * can acknowledge them instead of making PayPal redeliver them for days.
 */
export function parsePayPalEvent(rawBody: string): PayPalEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const { id, event_type: eventType, resource_type: resourceType, resource } = envelope.data;
  const event: PayPalEvent = {
    id,
    eventType,
    resourceType,
    subscriptionId: null,
    customId: null,
    amountCents: null,
    raw: json as Record<string, unknown>,
  };
  if (eventType === 'PAYMENT.SALE.COMPLETED') {
    const sale = saleResourceSchema.safeParse(resource);
    const cents = sale.success ? dollarTextToCents(sale.data.amount.total) : null;
    if (!sale.success || cents === null) return null;
    return {
      ...event,
      subscriptionId: sale.data.billing_agreement_id || null,
      customId: sale.data.custom || null,
      amountCents: cents,
    };
  }
  if ((PAYPAL_EVENT_TYPES as readonly string[]).includes(eventType)) {
    const subscription = subscriptionResourceSchema.safeParse(resource);
    if (!subscription.success) return null;
    return { ...event, subscriptionId: subscription.data.id, customId: subscription.data.custom_id || null };
  }
  return event;
}

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  // Node lower-cases incoming header names, but a caller may pass them as PayPal spells them (PAYPAL-AUTH-ALGO).
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/**
 * The JSON text of a verify-webhook-signature request, or null when the notification lacks a signature header or
 * its body is not a JSON object. The body goes in verbatim: PayPal checks its signature over the bytes it sent
 * (a CRC32 of them), and re-serialising the parsed body can change those bytes (escapes, spacing, number forms).
 */
export function verifySignatureRequestBody(
  headers: Headers,
  rawBody: string,
  webhookId: string,
): string | null {
  const fields: string[] = [];
  for (const [field, name] of Object.entries(SIGNATURE_HEADERS)) {
    const value = header(headers, name);
    if (!value) return null;
    fields.push(`${JSON.stringify(field)}:${JSON.stringify(value)}`);
  }
  try {
    const parsed: unknown = JSON.parse(rawBody);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  } catch {
    return null;
  }
  fields.push(`"webhook_id":${JSON.stringify(webhookId)}`);
  return `{${fields.join(',')},"webhook_event":${rawBody}}`;
}
