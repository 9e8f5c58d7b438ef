import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from './config.js';

/**
 * The WhatsApp Business Cloud API: template messages (the only kind a business may start a conversation with)
 * and its webhook. Docs: developers.facebook.com/docs/whatsapp/cloud-api (messages, webhooks, error codes).
 */
export interface WhatsAppTemplateMessage {
  /** E.164 (+584141234567). */
  to: string;
  /** The approved template's name, e.g. appointment_confirmed. */
  template: string;
  /** The template's language code, e.g. es or en. */
  language: string;
  /** The body's {{1}}, {{2}}... in order. */
  bodyParameters: string[];
}

export type WhatsAppSendResult =
  | { ok: true; messageId: string }
  /** `retry`: worth trying again later (rate limit, WhatsApp's own trouble, no answer); otherwise final. */
  | { ok: false; retry: boolean; reason: string };

export interface WhatsAppClient {
  sendTemplate(message: WhatsAppTemplateMessage): Promise<WhatsAppSendResult>;
  /** `X-Hub-Signature-256`: sha256= and the HMAC of the exact body with the app secret. */
  verifySignature(rawBody: string, header: string | undefined): boolean;
  /** What Meta sends back when the webhook is subscribed (hub.verify_token). */
  verifyToken: string;
}

export interface WhatsAppOptions {
  /** The Graph API's base with its version, e.g. https://graph.facebook.com/v23.0; tests use a stand-in. */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  timeoutMs?: number;
}

export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v23.0';

/** The client when WHATSAPP_TOKEN, _PHONE_NUMBER_ID, _APP_SECRET and _VERIFY_TOKEN are set; otherwise none. */
export function whatsappFromConfig(config: Config): WhatsAppClient | null {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = config;
  if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN)
    return null;
  return createWhatsAppClient({
    apiUrl: config.WHATSAPP_API_URL ?? DEFAULT_WHATSAPP_API_URL,
    token: WHATSAPP_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
  });
}

/**
 * Error codes worth another try later: throttling (4, 80007, 130429), the per-recipient pair rate limit
 * (131056), spam rate limit (131048), and WhatsApp's own transient trouble (1, 2, 131000, 131016). Any other
 * code (a template that does not exist or is not approved, 132001, 132015, 132016; wrong parameters, 132000;
 * an undeliverable or invalid number, 131026, 100) will fail again the same way.
 */
const RETRY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

const errorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

const successBodySchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

/** "132001 Template name does not exist in the translation: template x does not exist in es". */
function reasonOf(status: number, body: unknown): { code: number | null; reason: string } {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { code: null, reason: `HTTP ${status}` };
  const { code, message, error_data } = parsed.data.error;
  const text = [message, error_data?.details].filter(Boolean).join(': ');
  return { code: code ?? null, reason: `${code ?? `HTTP ${status}`} ${text}`.trim() };
}

export function createWhatsAppClient(options: WhatsAppOptions): WhatsAppClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    verifyToken: options.verifyToken,

    async sendTemplate(message) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components: [
            {
              type: 'body',
              parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { ok: false, retry: true, reason: `WhatsApp unreachable: ${(error as Error).message}` };
      }
      const json: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const success = successBodySchema.safeParse(json);
        if (success.success) return { ok: true, messageId: success.data.messages[0]!.id };
        return { ok: false, retry: true, reason: `HTTP ${response.status} without a message id` };
      }
      const { code, reason } = reasonOf(response.status, json);
      const retry =
        response.status === 429 || response.status >= 500 || (code !== null && RETRY_CODES.has(code));
      return { ok: false, retry, reason };
    },

    verifySignature(rawBody, header) {
      if (!header?.startsWith('sha256=')) return false;
      const given = Buffer.from(header.slice('sha256='.length), 'hex');
      const expected = createHmac('sha256', options.appSecret).update(rawBody, 'utf8').digest();
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** One status change of a message sent, as the webhook reports it. */
export interface WhatsAppStatusEvent {
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** WhatsApp's reason, for `failed`. */
  error: string | null;
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const webhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ statuses: z.array(z.unknown()).optional() }).passthrough(),
        }),
      ),
    }),
  ),
});

const KNOWN_STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * The status changes in a webhook body (verify its signature first); null when it is not WhatsApp's. Other
 * changes (incoming messages, template updates) and unknown statuses are skipped, not refused: WhatsApp would
 * otherwise deliver them again for days.
 */
export function parseWhatsAppStatuses(rawBody: string): WhatsAppStatusEvent[] | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const events: WhatsAppStatusEvent[] = [];
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const raw of change.value.statuses ?? []) {
      const status = statusSchema.safeParse(raw);
      if (!status.success || !KNOWN_STATUSES.has(status.data.status)) continue;
      const first = status.data.errors?.[0];
      events.push({
        messageId: status.data.id,
        status: status.data.status as WhatsAppStatusEvent['status'],
        error: first
          ? `${first.code ?? ''} ${[first.title ?? first.message, first.error_data?.details]
              .filter(Boolean)
              .join(': ')}`.trim()
          : null,
      });
    }
  }
  return events;
}
