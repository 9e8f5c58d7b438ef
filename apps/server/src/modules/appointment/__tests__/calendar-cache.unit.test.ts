import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createCalendarCache } from '../calendar-cache.js';

describe('createCalendarCache', () => {
  it('drops the least recently used answers beyond its byte budget, never the newest', () => {
    const cache = createCalendarCache(100); // answers of 20 characters count 40 bytes
    cache.set('a', 'x'.repeat(20));
    cache.set('b', 'y'.repeat(20));
    expect(cache.get('a')?.body).toHaveLength(20); // a is now the most recently used
    cache.set('c', 'z'.repeat(20));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(100);
    const huge = cache.set('d', 'w'.repeat(200));
    expect(cache.get('d')).toBe(huge);
    expect(cache.size).toBe(1);
  });

  it('compresses once per encoding, brotli first, counts it, and keeps the same ETag for the same key', () => {
    const cache = createCalendarCache();
    const entry = cache.set('k', JSON.stringify({ data: [] }));
    expect(cache.encoded(entry, undefined)).toBeNull();
    expect(cache.encoded(entry, 'identity')).toBeNull();
    const zipped = cache.encoded(entry, 'gzip, deflate')!;
    expect(zipped.encoding).toBe('gzip');
    expect(cache.encoded(entry, 'gzip')!.data).toBe(zipped.data);
    expect(gunzipSync(zipped.data).toString()).toBe('{"data":[]}');
    const br = cache.encoded(entry, 'gzip, deflate, br, zstd')!;
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.data).toString()).toBe('{"data":[]}');
    expect(cache.bytes).toBe(entry.body.length * 2 + zipped.data.length + br.data.length);
    expect(cache.set('k', 'other').etag).toBe(entry.etag);
  });
});
