import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, withoutCredentials } from '../../../lib/mailer.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { getWithToken } from '../../../test/http.js';
import { ownerWithSalons } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, sendJson } from '../../admin/__tests__/admin-fixtures.js';

/** The diagnostics page's calls, for the owner and a platform administrator only. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let adminToken: string;
const OWNER_EMAIL = 'diagnostics.owner@example.com';

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, OWNER_EMAIL);
  logins = await loginsByRole(t, owner.company._id, owner.salon._id);
  adminToken = (await adminSession(t)).token;
});
afterAll(async () => {
  await t?.close();
});

const read = (token: string) => getWithToken(t.app, '/api/v1/business/diagnostics', token);

describe('GET /diagnostics', () => {
  it('tells the owner the version, database, mail, jobs, change feed and storage, without secrets', async () => {
    const res = await read(owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      database: { mode: process.env.TEST_DB_KIND === 'postgres' ? 'postgresql' : 'embedded', ok: true },
      mail: { mode: 'smtp' },
      change_feed: { live: true },
    });
    expect(data.database.migrations_applied).toBe(data.database.migrations_known);
    expect(data.database.migrations_known).toBeGreaterThan(20);
    expect(data.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(data.started_at))).toBe(false);
    expect(data.jobs).toEqual({
      waiting: expect.any(Number),
      running: expect.any(Number),
      failed: expect.any(Number),
    });
    expect(data.storage.used_bytes).toBeGreaterThanOrEqual(0);
    expect(data.storage.free_bytes).toBeGreaterThan(0);
    // The mail server's address (with any credentials) is never shown.
    expect(res.body).not.toContain(t.mail.url);
    expect(res.body).not.toContain('smtp://');
  });

  it('is for the owner alone among business logins, and needs a token', async () => {
    for (const role of ['manager', 'secretary', 'intermediate', 'basic'] as const) {
      expect((await read(logins[role].token)).statusCode, role).toBe(403);
    }
    expect((await getWithToken(t.app, '/api/v1/business/diagnostics')).statusCode).toBe(401);
    // A business token is no administrator's, and the other way round.
    expect((await getWithToken(t.app, '/api/v1/admin/diagnostics', owner.token)).statusCode).toBe(401);
    expect((await read(adminToken)).statusCode).toBe(401);
  });

  it('sends the owner a test mail now, shows it as the last mail, and limits the button', async () => {
    const sent = await sendJson(t, 'POST', '/api/v1/business/diagnostics/test-mail', owner.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ to: OWNER_EMAIL, ok: true, error: null });
    expect((await t.mail.lastTo(OWNER_EMAIL)).subject).toMatch(/prueba|Test/);
    expect((await read(owner.token)).json().data.mail.last).toMatchObject({ ok: true, error: null });
    for (let i = 0; i < 4; i++) {
      expect(
        (await sendJson(t, 'POST', '/api/v1/business/diagnostics/test-mail', owner.token)).statusCode,
      ).toBe(200);
    }
    expect(
      (await sendJson(t, 'POST', '/api/v1/business/diagnostics/test-mail', owner.token)).statusCode,
    ).toBe(429);
    expect(
      (await sendJson(t, 'POST', '/api/v1/business/diagnostics/test-mail', logins.manager.token)).statusCode,
    ).toBe(403);
  });

  it('shows a platform administrator the platform, and mails them', async () => {
    const res = await getWithToken(t.app, '/api/v1/admin/diagnostics', adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.database.ok).toBe(true);
    const sent = await sendJson(t, 'POST', '/api/v1/admin/diagnostics/test-mail', adminToken);
    expect(sent.json().data).toMatchObject({ to: 'root@platform.example', ok: true });
  });
});

describe('a mail server that refuses', () => {
  it('keeps the failure and its reason, without the credentials of the URL', async () => {
    const logger = { info: () => {} } as unknown as FastifyBaseLogger;
    // Nothing listens on port 9: the send fails at once.
    const mailer = createMailer({
      smtpUrl: 'smtp://mailer:s3cret-pass@127.0.0.1:9',
      from: 'a@b.test',
      logger,
    });
    await expect(mailer.send({ to: 'c@d.test', subject: 'x', text: 'y' })).rejects.toThrow();
    expect(mailer.last).toMatchObject({ ok: false });
    expect(mailer.last!.error).not.toContain('s3cret');
    expect(withoutCredentials('Invalid login at smtp://mailer:s3cret@mail.test:587')).toBe(
      'Invalid login at smtp://mail.test:587',
    );
  });
});
