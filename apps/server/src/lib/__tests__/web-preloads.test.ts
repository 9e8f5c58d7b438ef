import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A built web app whose build listed each first screen's files (apps/web/chunk-packs.ts). */
const PRELOADS = {
  screens: {
    login: ['/assets/screen-login-a1.js', '/assets/screen-shared-b2.js'],
    booking: ['/assets/screen-booking-c3.js', '/assets/screen-shared-b2.js'],
    frame: ['/assets/screen-dashboard-d4.js'],
    home: ['/assets/screen-home-j0.js'],
    calendar: ['/assets/screen-calendar-e5.js', '/assets/screen-calendar-e5.css'],
  },
  texts: {
    'es-ve': {
      translation: ['/assets/public-es-ve-f6.js'],
      booking: ['/assets/booking-es-ve-g7.js'],
      business: ['/assets/business-es-ve-h8.js'],
    },
    'en-ve': { translation: ['/assets/public-en-ve-i9.js'] },
  },
};
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Salon</title></head><body></body></html>',
  );
  writeFileSync(join(dist, '.vite', 'preloads.json'), JSON.stringify(PRELOADS));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const hrefs = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  const html = gunzipSync(res.rawPayload).toString();
  expect(html).toMatch(/<\/head>/);
  return [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[2]);
};

describe("the document names a first screen's code and texts for the browser to fetch at once", () => {
  it("sign-in: its code and the page language's texts, each once", async () => {
    expect(await hrefs('/es-ve/auth/login')).toEqual([
      '/assets/screen-login-a1.js',
      '/assets/screen-shared-b2.js',
      '/assets/public-es-ve-f6.js',
    ]);
    expect(await hrefs('/en-ve/auth/login')).toEqual([
      '/assets/screen-login-a1.js',
      '/assets/screen-shared-b2.js',
      '/assets/public-en-ve-i9.js',
    ]);
  });

  it('the calendar: the dashboard frame, the calendar (its style as a style) and the business texts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/es-ve/dashboard/appointment/calendar' });
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/screen-calendar-e5.css">',
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/screen-calendar-e5.js">');
    expect(await hrefs('/es-ve/dashboard/appointment/calendar')).toEqual([
      '/assets/screen-dashboard-d4.js',
      '/assets/screen-calendar-e5.js',
      '/assets/screen-calendar-e5.css',
      '/assets/public-es-ve-f6.js',
      '/assets/business-es-ve-h8.js',
    ]);
  });

  it('the welcome dashboard: the frame and its own code; another business screen the frame alone', async () => {
    const home = [
      '/assets/screen-dashboard-d4.js',
      '/assets/screen-home-j0.js',
      '/assets/public-es-ve-f6.js',
      '/assets/business-es-ve-h8.js',
    ];
    expect(await hrefs('/es-ve/dashboard')).toEqual(home);
    expect(await hrefs('/es-ve/dashboard/')).toEqual(home);
    expect(await hrefs('/es-ve/dashboard/client')).toEqual([
      '/assets/screen-dashboard-d4.js',
      '/assets/public-es-ve-f6.js',
      '/assets/business-es-ve-h8.js',
    ]);
  });

  it('a client’s own links (a visit, a waitlist offer): the page texts and the booking texts', async () => {
    const texts = ['/assets/public-es-ve-f6.js', '/assets/booking-es-ve-g7.js'];
    expect(await hrefs('/es-ve/visit/some-token')).toEqual(texts);
    expect(await hrefs('/es-ve/waitlist/some-token')).toEqual(texts);
  });

  it('other pages: the texts only; an unknown language nothing', async () => {
    expect(await hrefs('/es-ve/no-such-page')).toEqual(['/assets/public-es-ve-f6.js']);
    expect(await hrefs('/xx-yy/auth/login')).toEqual([]);
  });
});

describe("a document whose start script adds the app's code (apps/web/boot-html.ts)", () => {
  const START_SCRIPT = "document.title='started';";
  let bootDist: string;
  let boot: TestApp;
  beforeAll(async () => {
    bootDist = mkdtempSync(join(tmpdir(), 'salon-dist-'));
    mkdirSync(join(bootDist, '.vite'));
    writeFileSync(
      join(bootDist, 'index.html'),
      '<!doctype html><html><head><title>Salon</title><template id="boot-files">' +
        '<script type="module" crossorigin src="/assets/index-z9.js"></script></template></head>' +
        `<body><div id="root"></div><script>${START_SCRIPT}</script></body></html>`,
    );
    writeFileSync(join(bootDist, '.vite', 'preloads.json'), JSON.stringify(PRELOADS));
    boot = await createTestApp({ WEB_DIST_DIR: bootDist });
  });
  afterAll(async () => {
    await boot.close();
    rmSync(bootDist, { recursive: true, force: true });
  });

  it('gets the preloads inside its template, after the entry, and nothing in the head itself', async () => {
    const res = await boot.app.inject({ method: 'GET', url: '/es-ve/auth/login' });
    const template = /<template id="boot-files">([\s\S]*?)<\/template>/.exec(res.body)![1]!;
    expect([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/index-z9.js',
      '/assets/screen-login-a1.js',
      '/assets/screen-shared-b2.js',
      '/assets/public-es-ve-f6.js',
    ]);
    expect(res.body.replace(template, '')).not.toMatch(/<link rel="(modulepreload|preload)"/);
  });

  it('is served with a policy that allows its inline script by its hash, and no other', async () => {
    const res = await boot.app.inject({ method: 'GET', url: '/es-ve/dashboard' });
    const hash = createHash('sha256').update(START_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
