import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableWorld, pub, type BookableWorld } from '../../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** The booking page's document: the salon painted in before any script, and its data embedded once. */
const SHELL =
  '<!doctype html><html lang="es"><head><title>Salon</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
let dist: string;
let t: TestApp;
let w: BookableWorld;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST_DIR: dist, JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.html@example.com');
  await w.setSalon({
    title: 'Salón <b>Uno</b>',
    description: 'Cortes & color </script><script>alert(1)</script>',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (path: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('GET /:langCode/book/{slug}', () => {
  it('paints the name and description escaped, titles the page, and embeds what the API answers', async () => {
    const res = await page(`/es-ve/book/${w.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Salón &#60;b&#62;Uno&#60;/b&#62; · Reserva tu cita</title>');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<h1[^>]*>Salón &#60;b&#62;Uno&#60;\/b&#62;<\/h1>/);
    // Nothing the salon wrote can end the data's script element or run as a script.
    expect(html).not.toContain('<b>Uno</b>');
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script id="public-salon" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const embedded = JSON.parse(json!) as { slug: string; language: string; data: unknown };
    const api = await pub(t, 'GET', w.url(), undefined, { language: 'es-ve' });
    expect(embedded).toEqual({ slug: w.slug, language: 'es-ve', data: api.json().data });
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('speaks the language of the path', async () => {
    const html = (await page(`/en-ve/book/${w.slug}`)).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('· Book your appointment</title>');
  });

  it('is gzipped when the browser accepts it', async () => {
    const res = await page(`/es-ve/book/${w.slug}`, 'gzip, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('id="public-salon"');
  });

  it('leaves an unknown slug and every other path to the app as it is', async () => {
    for (const path of ['/es-ve/book/no-such-salon', '/es-ve/dashboard', '/es-ve/book/UPPER']) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(SHELL);
    }
  });
});

describe('GET /:langCode/book/{slug} with the booking page’s own build (book.html)', () => {
  const BOOK =
    '<!doctype html><html lang="es"><head><title>Salon</title><script type="module" src="/assets/book-1.js"></script></head><body><div id="root"></div></body></html>';
  let own: string;
  let app: TestApp;
  let world: BookableWorld;

  beforeAll(async () => {
    own = mkdtempSync(join(tmpdir(), 'salon-dist-'));
    writeFileSync(join(own, 'index.html'), SHELL);
    writeFileSync(join(own, 'book.html'), BOOK);
    // The app's preload links of the booking screen, which are not for book.html's scripts.
    mkdirSync(join(own, '.vite'));
    writeFileSync(
      join(own, '.vite', 'preloads.json'),
      JSON.stringify({
        screens: { booking: ['/assets/screen-booking.js'] },
        texts: {
          'es-ve': { translation: ['/assets/public-es-ve.js'], booking: ['/assets/booking-es-ve.js'] },
        },
      }),
    );
    // Its own build's texts, which are.
    writeFileSync(
      join(own, '.vite', 'book-preloads.json'),
      JSON.stringify({
        screens: {},
        texts: {
          'es-ve': { translation: ['/assets/book-public-es.js'], booking: ['/assets/book-booking-es.js'] },
        },
      }),
    );
    app = await createTestApp({ WEB_DIST_DIR: own, JOBS_WORKER: 'off' });
    world = await bookableWorld(app, 'booking.own-html@example.com');
  });
  afterAll(async () => {
    await app.close();
    rmSync(own, { recursive: true, force: true });
  });

  it('sends the salon in book.html, with only its own scripts and texts', async () => {
    const res = await app.app.inject({ method: 'GET', url: `/es-ve/book/${world.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script type="module" src="/assets/book-1.js"></script>');
    expect(res.body).toContain('id="public-salon"');
    expect(res.body).toContain('<html lang="es"');
    expect(res.body).not.toContain('/assets/index.js');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/book-public-es.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/book-booking-es.js">');
    expect(res.body).not.toContain('screen-booking.js');
    expect(res.body).not.toContain('/assets/public-es-ve.js');
  });

  it('leaves an unknown salon to the app, which shows its 404 page', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/es-ve/book/no-such-salon' });
    expect(res.body).toContain('/assets/index.js');
    expect(res.body).toContain('modulepreload');
    expect(res.body).not.toContain('book-1.js');
  });
});
