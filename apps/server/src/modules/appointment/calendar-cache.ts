import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * The calendar's serialised answers, keyed by salon, calendar version (bumped by database triggers on every
 * change the calendar shows) and the exact query. Every device of a salon refreshes its calendar each minute;
 * with this, a refresh where nothing changed costs two indexed reads and no serialisation — or a 304 when the
 * browser sends the ETag back. Kept per process: another server copy simply fills its own.
 */
export interface CachedCalendar {
  etag: string;
  body: string;
  /** The body gzipped, made on the first request that accepts it (a week of a busy salon: 370 kB → 30 kB). */
  gzipped?: Buffer;
}

/** The cached body gzipped, compressing it once. */
export const gzippedBody = (entry: CachedCalendar): Buffer => (entry.gzipped ??= gzipSync(entry.body));

const MAX_ENTRIES = 500;
const entries = new Map<string, CachedCalendar>();

export const calendarCache = {
  get(key: string): CachedCalendar | undefined {
    const hit = entries.get(key);
    if (hit) {
      // Least recently used goes first: re-inserting moves the key to the end of the map's order.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  },

  set(key: string, body: string): CachedCalendar {
    const entry = { etag: `W/"${createHash('sha1').update(key).digest('base64url')}"`, body };
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return entry;
  },
};
