import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tileOrigin } from '../security-headers.js';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** script-src without the hashes of the built document's inline start script (web-preloads.test.ts checks them). */
const scriptSources = (csp: Record<string, string[]>) =>
  (csp['script-src'] ?? []).filter((source) => !source.startsWith("'sha256-"));

describe('security headers', () => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    secure = await createTestApp({
      PUBLIC_URL: 'https://reservas.example.com',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      VITE_MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it('allows scripts only from this server, and no framing, on documents and files', async () => {
    for (const url of ['/api/health', '/api/docs', '/nowhere']) {
      const res = await plain.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy']);
      expect(scriptSources(csp), url).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // On plain http (a local install) HSTS would lock the browser out of the address: not sent.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps on API answers the headers a browser applies to them', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/proxy/api/v1/business/account/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['content-security-policy']).toBeUndefined();
    const secured = await secure.app.inject({ method: 'GET', url: '/api/proxy/api/v1/business/account/me' });
    expect(secured.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('adds HSTS and the upgrade of insecure requests on https, Google sign-in and the configured tiles', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['upgrade-insecure-requests']).toEqual([]);
    expect(scriptSources(csp)).toEqual(["'self'", 'https://accounts.google.com']);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com']);
    expect(csp['img-src']).toContain('https://*.tiles.example.org');
  });

  it('reads the tile origin from the template, and none when tiles are off', () => {
    expect(tileOrigin(undefined)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('')).toBeNull();
  });
});
