import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A built web app: a script (with its .br and .gz), a style and an image under assets/, and the document. */
const SCRIPT = `console.log(${JSON.stringify('Reserva tu cita '.repeat(200))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('security headers on the built web app', () => {
  it('leaves the document-only policy off built scripts and styles, compressed or not', async () => {
    for (const [url, encoding] of [
      ['/assets/index-abc123.js', 'br'],
      ['/assets/index-abc123.js', 'gzip'],
      ['/assets/index-abc123.js', undefined],
      ['/assets/index-abc123.css', undefined],
    ] as const) {
      const res = await get(url, encoding);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], `${url} ${encoding}`).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps the whole policy on the document and on other files (an SVG opened alone is a document)', async () => {
    for (const url of ['/es-ve/auth/login', '/assets/logo-abc123.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
