import { gunzipSync } from 'node:zlib';
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

  it('gzips once, counts it, and keeps the same ETag for the same key', () => {
    const cache = createCalendarCache();
    const entry = cache.set('k', JSON.stringify({ data: [] }));
    const zipped = cache.gzipped(entry);
    expect(cache.gzipped(entry)).toBe(zipped);
    expect(gunzipSync(zipped).toString()).toBe('{"data":[]}');
    expect(cache.bytes).toBe(entry.body.length * 2 + zipped.length);
    expect(cache.set('k', 'other').etag).toBe(entry.etag);
  });
});
