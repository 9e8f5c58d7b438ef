import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the WhatsApp Cloud API's messages endpoint, answering with the payloads Meta documents
 * (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages, .../support/error-codes). Each request
 * takes the next scripted answer (default: accepted) and is kept for the test to read. Used by the route
 * tests and, through e2e/support/whatsapp-stand-in-server.ts, by the end-to-end specs.
 */
export type StandInAnswer =
  'accepted' | 'template_missing' | 'rate_limited' | 'pair_rate_limited' | 'invalid_number' | 'server_error';

export interface ReceivedMessage {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
  /** The wamid answered, when accepted. */
  id: string | null;
}

const graphError = (code: number, message: string, details: string) => ({
  error: {
    message: `(#${code}) ${message}`,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: 'AbCdEfGhIjKlMnOp',
  },
});

function answerOf(kind: StandInAnswer, to: string, template: string): { status: number; body: unknown } {
  switch (kind) {
    case 'accepted':
      return {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.${randomBytes(12).toString('hex')}`, message_status: 'accepted' }],
        },
      };
    case 'template_missing':
      return {
        status: 404,
        body: graphError(
          132001,
          'Template name does not exist in the translation',
          `template name (${template}) does not exist in es`,
        ),
      };
    case 'server_error':
      return {
        status: 503,
        body: graphError(131000, 'Something went wrong', 'Service temporarily unavailable'),
      };
    case 'rate_limited':
      return {
        status: 429,
        body: graphError(130429, 'Rate limit hit', 'Cloud API message throughput has been reached.'),
      };
    case 'pair_rate_limited':
      return {
        status: 400,
        body: graphError(
          131056,
          '(Business Account, Consumer Account) pair rate limit hit',
          'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
        ),
      };
    case 'invalid_number':
      return {
        status: 400,
        body: graphError(
          100,
          'Invalid parameter',
          'Parameter Invalid: the recipient phone number is not a valid WhatsApp number.',
        ),
      };
  }
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export interface WhatsAppStandIn {
  /** The API base to give WHATSAPP_API_URL, with a version like Graph's. */
  url: string;
  received: ReceivedMessage[];
  /** Answers for the next requests, in order; afterwards each is accepted. */
  script: StandInAnswer[];
  close(): Promise<void>;
}

export async function startWhatsAppStandIn(port = 0): Promise<WhatsAppStandIn> {
  const received: ReceivedMessage[] = [];
  const script: StandInAnswer[] = [];
  const scriptFor = new Map<string, StandInAnswer[]>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      response.setHeader('content-type', 'application/json');
      // What the end-to-end specs read: every message received so far.
      if (request.method === 'GET' && url.pathname === '/received') {
        response.end(JSON.stringify(received));
        return;
      }
      // The end-to-end specs' script for one number (`{ to, answers }`): specs run side by side, so a spec
      // scripts only its own client's messages.
      if (request.method === 'POST' && url.pathname === '/script') {
        const { to, answers } = JSON.parse(await readBody(request)) as {
          to: string;
          answers: StandInAnswer[];
        };
        scriptFor.set(to, [...answers]);
        response.end('{"ok":true}');
        return;
      }
      if (request.method === 'GET' && url.pathname === '/health') {
        response.end('{"ok":true}');
        return;
      }
      if (request.method !== 'POST' || !/^\/v\d+\.\d+\/[^/]+\/messages$/.test(url.pathname)) {
        response.statusCode = 404;
        response.end(
          JSON.stringify(graphError(803, 'Some of the aliases you requested do not exist', url.pathname)),
        );
        return;
      }
      const body = JSON.parse(await readBody(request)) as ReceivedMessage['body'];
      const next = scriptFor.get(body.to)?.shift() ?? script.shift() ?? 'accepted';
      const answer = answerOf(next, body.to, body.template?.name ?? '');
      const id = (answer.body as { messages?: { id: string }[] }).messages?.[0]?.id ?? null;
      received.push({ path: url.pathname, authorization: request.headers.authorization, body, id });
      response.statusCode = answer.status;
      response.end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v23.0`,
    received,
    script,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A status webhook body as Meta sends it, for one message. */
export function statusWebhookBody(
  messageId: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  recipient = '584141234567',
): string {
  const failure =
    status === 'failed'
      ? {
          errors: [
            {
              code: 131026,
              title: 'Message undeliverable',
              message: 'Message undeliverable',
              error_data: { details: 'Message Undeliverable.' },
            },
          ],
        }
      : {};
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: [
                {
                  id: messageId,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: recipient,
                  ...failure,
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

/** X-Hub-Signature-256 of a body, as Meta signs it with the app secret. */
export const hubSignature = (appSecret: string, body: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body, 'utf8').digest('hex')}`;
