import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayPalStandIn, type PayPalStandIn } from '../../test/paypal-stand-in.js';
import { testImage } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../../test/whatsapp-stand-in.js';
import { fuzzRequests, type FuzzRequest } from './fuzz-cases.js';
import { entityOfPathParam, loadOperations, type Operation } from './openapi-walker.js';
import { adminSession } from '../../modules/admin/__tests__/admin-fixtures.js';
import { twoCompanies, type TwoCompanies } from './security-world.js';

/**
 * Every operation of the OpenAPI document, sent malformed input of every kind as company A's owner
 * (and without a token): no answer is 500 or more. Bad input is a 400 with field errors
 * (docs/product.md "API conventions").
 */
const GHOST = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

let t: TestApp;
let world: TwoCompanies;
let operations: Operation[];
let paypal: PayPalStandIn;
let whatsapp: WhatsAppStandIn;
let googleKeys: Server;
let adminToken: string;
let image: Buffer;

beforeAll(async () => {
  // PayPal, WhatsApp and Google sign-in configured (against local stand-ins), so their routes run instead of
  // answering 503 "not configured".
  paypal = await startPayPalStandIn();
  whatsapp = await startWhatsAppStandIn();
  googleKeys = createServer((_req, res) => res.end('{"keys":[]}'));
  await new Promise<void>((resolve) => googleKeys.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    PAYPAL_BASE_URL: paypal.baseUrl,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
    WHATSAPP_API_URL: whatsapp.url,
    WHATSAPP_TOKEN: 'security-suite',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'security-suite-secret',
    WHATSAPP_VERIFY_TOKEN: 'security-suite-verify',
    GOOGLE_CLIENT_ID: 'security-suite.apps.googleusercontent.com',
    GOOGLE_JWKS_URL: `http://127.0.0.1:${(googleKeys.address() as AddressInfo).port}/certs`,
  });
  world = await twoCompanies(t);
  adminToken = (await adminSession(t)).token;
  image = await testImage();
  operations = await loadOperations(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await paypal?.close();
  await whatsapp?.close();
  await new Promise((resolve) => googleKeys?.close(resolve));
});

/** Calls that end the owner's session or remove what later calls need go last. */
const rank = (op: Operation) => {
  if (/logout|password/.test(op.path)) return 3;
  if (op.method === 'DELETE' || /delete|cancel|access/.test(op.path)) return 2;
  return op.method === 'GET' ? 0 : 1;
};

const pathValues = (op: Operation) => {
  const values: Record<string, string> = {};
  for (const param of op.params.filter((p) => p.in === 'path')) {
    if (param.name === 'slug') values.slug = world.a.slug;
    else if (param.name === 'token') values.token = world.a.visitToken;
    else values[param.name] = world.a.ids[entityOfPathParam(op.path, param.name) ?? 'salon'] ?? GHOST;
  }
  return values;
};

describe('malformed input', () => {
  it('never answers 500 or more, for any operation', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const slowest: [number, string][] = [];
    let requests = 0;
    const sorted = [...operations].sort((x, y) => rank(x) - rank(y));
    for (const [index, op] of sorted.entries()) {
      const cases: FuzzRequest[] = fuzzRequests(op, {
        // The platform administrator's calls with their own kind of token, the rest as company A's owner.
        token: op.path.includes('/api/v1/admin/') ? adminToken : world.a.token,
        pathValues,
        ids: world.a.ids,
        ghostId: GHOST,
        seed: 16_000 + index,
        image,
      });
      for (const request of cases) {
        const started = performance.now();
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          // Each from its own address, so the per-IP attempt limits (tested in their own files) do not answer
          // 429 before the input is even read.
          remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        requests++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (process.env.SECURITY_PROFILE)
          slowest.push([performance.now() - started, `${op.key} [${request.label}]`]);
        if (res.statusCode >= 500) {
          failures.push(`${op.key} [${request.label}] → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    if (process.env.SECURITY_PROFILE) {
      const byOp = new Map<string, number>();
      for (const [ms, label] of slowest)
        byOp.set(label.split(' [')[0]!, (byOp.get(label.split(' [')[0]!) ?? 0) + ms);
      const top = (entries: [string, number][]) => entries.sort((x, y) => y[1] - x[1]).slice(0, 15);
      console.log(
        top([...byOp])
          .map(([k, ms]) => `${ms.toFixed(0)} ms ${k}`)
          .join('\n'),
      );
      const byLabel = new Map<string, number>();
      for (const [ms, label] of slowest) {
        const kind = label.split(' [')[1]!.replace(/[=\s].*/, '');
        byLabel.set(kind, (byLabel.get(kind) ?? 0) + ms);
      }
      console.log(
        top([...byLabel])
          .map(([k, ms]) => `${ms.toFixed(0)} ms ${k}`)
          .join('\n'),
      );
    }
    console.log(
      `security suite: ${requests.toLocaleString('en-US')} requests over ${operations.length} operations, ` +
        `${failures.length} answers ≥ 500 (by status: ${[...statuses]
          .sort((x, y) => x[0] - y[0])
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')})`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
