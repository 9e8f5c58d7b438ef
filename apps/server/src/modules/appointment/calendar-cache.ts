import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The calendar's serialised answers, keyed by salon, calendar version (bumped by database triggers on every
 * change the calendar shows) and the exact query. Every device of a salon refreshes its calendar each minute;
 * with this, a refresh where nothing changed costs two indexed reads and no serialisation — or a 304 when the
 * browser sends the ETag back. Kept per process: another server copy simply fills its own.
 */
export interface CachedCalendar {
  key: string;
  etag: string;
  body: string;
  /** The body compressed, each made on the first request that accepts it (a busy week's JSON compresses well). */
  gzipped?: Buffer;
  brotli?: Buffer;
}

/** An answer as sent: its `content-encoding` and bytes. */
export interface EncodedAnswer {
  encoding: 'br' | 'gzip';
  data: Buffer;
}

/**
 * Brotli at quality 3: faster than gzip's default level on a busy week, and smaller. Browsers ask for it over
 * https; gzip answers the rest (plain http, older clients).
 */
const brotli = (body: string) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 3,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });

/** A busy salon's week is a few hundred kilobytes: the budget holds well over a hundred such answers. */
const MAX_BYTES = 64 * 1024 * 1024;
const sizeOf = (entry: CachedCalendar) =>
  entry.body.length * 2 + (entry.gzipped?.length ?? 0) + (entry.brotli?.length ?? 0);

/** A least-recently-used store of answers within a byte budget. */
export function createCalendarCache(maxBytes = MAX_BYTES) {
  const entries = new Map<string, CachedCalendar>();
  let bytes = 0;

  /** Least recently used first, until the answers fit the budget again (the newest always stays). */
  const evict = (keep: string) => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes || key === keep) break;
      entries.delete(key);
      bytes -= sizeOf(entry);
    }
  };

  return {
    get(key: string): CachedCalendar | undefined {
      const hit = entries.get(key);
      if (hit) {
        // Re-inserting moves the key to the end of the map's order: the most recently used.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },

    set(key: string, body: string): CachedCalendar {
      const etag = `W/"${createHash('sha1').update(key).digest('base64url')}"`;
      const entry: CachedCalendar = { key, etag, body };
      const replaced = entries.get(key);
      if (replaced) bytes -= sizeOf(replaced);
      entries.set(key, entry);
      bytes += sizeOf(entry);
      evict(key);
      return entry;
    },

    /**
     * The cached body in the encoding `acceptEncoding` (the request's header) prefers, brotli over gzip,
     * compressed once per answer; null when the caller takes neither.
     */
    encoded(entry: CachedCalendar, acceptEncoding: string | undefined): EncodedAnswer | null {
      const accept = acceptEncoding ?? '';
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      if (!encoding) return null;
      const field = encoding === 'br' ? 'brotli' : 'gzipped';
      let data = entry[field];
      if (!data) {
        data = encoding === 'br' ? brotli(entry.body) : gzipSync(entry.body);
        entry[field] = data;
        // An answer evicted meanwhile is no longer counted.
        if (entries.get(entry.key) === entry) {
          bytes += data.length;
          evict(entry.key);
        }
      }
      return { encoding, data };
    },

    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

export const calendarCache = createCalendarCache();

/** A reply serializer for a body that is already JSON (a cached answer). */
export const alreadySerialised = (payload: unknown) => payload as string;
