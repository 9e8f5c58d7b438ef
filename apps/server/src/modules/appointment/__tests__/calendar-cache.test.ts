import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  at,
  base,
  book,
  bookingWorld,
  clientBase,
  dayFromToday,
  send,
} from '../../../test/appointment-fixtures.js';

/** The calendar's ETag: unchanged answers are 304; any change the calendar shows gives a new answer. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const day = dayFromToday(5);
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.cache@example.com');
  url = `${API}${base}?salon_id=${w.salon._id}&from=${encodeURIComponent(at(day, '00:00'))}&to=${encodeURIComponent(at(day, '23:59'))}`;
});
afterAll(() => t.close());

const calendar = (etag?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${w.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe('GET /appointment ETag', () => {
  it('answers 304 while nothing changed, and the new calendar after a booking or a rename', async () => {
    const first = await calendar();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json()).toEqual({ data: [] });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await calendar(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await book(t, w.token, w.booking({ start: at(day, '10:00') }));
    const booked = await calendar(etag);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toHaveLength(1);
    const bookedEtag = booked.headers.etag as string;
    expect(bookedEtag).not.toBe(etag);

    const rename = await send(
      t,
      'PUT',
      `${clientBase}/${w.client._id}`,
      { firstName: 'Renombrada' },
      w.token,
    );
    expect(rename.statusCode).toBe(200);
    const renamed = await calendar(bookedEtag);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data[0].client.firstName).toBe('Renombrada');
  });

  it('sends the body as brotli or gzip to a caller that accepts it, and the same JSON', async () => {
    const plain = await calendar();
    const ask = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${w.token}`, 'accept-encoding': encoding },
      });
    const zipped = await ask('gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    const br = await ask('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('keeps another caller scope apart: the same query by another company is 404, not a cached answer', async () => {
    const rival = await bookingWorld(t, 'appt.cache.rival@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${rival.token}` },
    });
    expect(res.statusCode).toBe(404);
  });
});
