import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, config and API docs', () => {
  it('reports the database and mail modes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { mode: process.env.TEST_DB_KIND === 'postgres' ? 'postgresql' : 'embedded', ok: true },
      mail: { mode: 'smtp' },
      read_replica: null,
    });
  });

  it('is ready once the database answers, every migration is applied and the job worker runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ready',
      stopping: false,
      database: { ok: true },
      migrations: { ok: true },
      jobs: { ok: true, worker: 'running' },
    });
    expect(body.migrations.applied).toBe(body.migrations.known);
    expect(body.migrations.known).toBeGreaterThan(20);
  });

  it('is not ready while stopping, and says so before the server closes', async () => {
    const other = await createTestApp({ JOBS_WORKER: 'off' });
    try {
      const ready = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.json()).toMatchObject({ status: 'ready', jobs: { ok: true, worker: 'off' } });
      other.app.ctx.lifecycle.stopping = true;
      const stopping = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.headers['retry-after']).toBeDefined();
      expect(stopping.json()).toMatchObject({ status: 'not_ready', stopping: true });
      // Liveness is not readiness: a stopping process is still alive.
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('tells the web app that Google sign-in is off without a client id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/proxy/util/config' });
    expect(res.json().data.google_client_id).toBeNull();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/proxy/auth/login',
        '/api/proxy/auth/signup',
        '/api/proxy/api/v1/otp/send-otp',
        '/api/proxy/api/v1/business/account/me',
        '/api/proxy/api/v1/business/account/password',
        '/api/proxy/api/v1/business/salon',
        '/api/proxy/api/v1/business/salon/gallery',
        '/api/proxy/api/v1/business/schedule/schedule',
        '/api/proxy/api/v1/business/category/all',
        '/api/proxy/api/v1/business/promotion',
        '/api/proxy/api/v1/business/promotion/{id}',
        '/api/proxy/api/v1/business/plan',
        '/api/proxy/api/v1/business/service/{id}/price',
      ]),
    );
    expect(doc.paths['/api/proxy/auth/login'].post.requestBody).toBeDefined();
    // The promotion body validates by transforms; the document still shows its input fields.
    const promotionBody = doc.paths['/api/proxy/api/v1/business/promotion'].post.requestBody;
    expect(JSON.stringify(promotionBody)).toContain('is_dollars');
    expect(Object.keys(doc.paths)).not.toContain('/api/proxy/test/plan');
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/proxy/api/v1/business/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' });
  });
});
