import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import type { Database } from './db.js';

/**
 * The `cache_changes` notifications of migration 0009: triggers announce `<kind>:<id>` for every change that
 * could make an in-memory entry wrong (an account's tokens, a user's name, a salon row). Every server process
 * listens and drops what a change names, so entries can live in memory without serving stale identities or
 * calendars. While the listening connection is down nothing is cached at all.
 */
export const CACHE_CHANGES_CHANNEL = 'cache_changes';

export type ChangeKind = 'account' | 'user' | 'salon' | 'calendar' | 'company' | 'service';
export interface Change {
  kind: ChangeKind;
  id: string;
}

/** How long `sync` waits for its own marker before giving up and dropping every entry instead. */
const SYNC_TIMEOUT_MS = 2_000;
const SYNC_PREFIX = 'sync:';

export interface ChangeFeed {
  /** Whether notifications are flowing; caches neither serve nor store while false. */
  readonly live: boolean;
  /** Every change, and `null` for "anything may have changed" (a lost connection). */
  subscribe(handler: (change: Change | null) => void): void;
  /**
   * Resolves once every change committed before the call has reached the subscribers: a request that wrote
   * waits for this before answering, so the caller's next request sees its own write (read-your-writes).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export async function openChangeFeed(database: Database): Promise<ChangeFeed> {
  const handlers: Array<(change: Change | null) => void> = [];
  const markers = new Map<string, () => void>();
  let live = false;
  const publish = (change: Change | null) => handlers.forEach((handler) => handler(change));
  /** The marker on its way, and the syncs that will share the one sent after it. */
  let round: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;

  async function sendMarker() {
    const marker = randomUUID();
    // Notifications arrive in commit order: once our own marker is back, every earlier change is too.
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      markers.set(marker, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await database.db.execute(sql`select pg_notify(${CACHE_CHANGES_CHANNEL}, ${SYNC_PREFIX + marker})`);
      if (!(await arrived)) publish(null);
    } catch {
      publish(null);
    } finally {
      markers.delete(marker);
    }
  }

  const stop = await database.listen(CACHE_CHANGES_CHANNEL, {
    onPayload: (payload) => {
      if (payload.startsWith(SYNC_PREFIX)) {
        markers.get(payload.slice(SYNC_PREFIX.length))?.();
        return;
      }
      const colon = payload.indexOf(':');
      const kind = payload.slice(0, colon) as ChangeKind;
      publish(colon > 0 ? { kind, id: payload.slice(colon + 1) } : null);
    },
    onStatus: (listening) => {
      live = listening;
      publish(null);
    },
  });

  return {
    get live() {
      return live;
    },
    subscribe: (handler) => void handlers.push(handler),
    sync() {
      if (!live) return Promise.resolve();
      // Syncs asked while a marker is on its way share the next one, sent once that one is back: it is sent
      // after each of them asked, so it still follows every change they committed. Under load (a salon's
      // front desks booking at once) that is one statement for many answers rather than one each.
      waiting ??= (round ?? Promise.resolve()).then(() => {
        waiting = undefined;
        round = sendMarker().finally(() => (round = undefined));
        return round;
      });
      return waiting;
    },
    close: () => stop(),
  };
}

/**
 * A short-lived in-memory cache kept right by the change feed. `changesOf` names the changes that make an
 * entry wrong (e.g. its account and its user); an index from each to its entries makes a change cost only
 * the entries it names, however many are cached. A load that a change overtakes is not stored (the epoch
 * check), so a value read just before a concurrent change can never outlive it.
 */
export function createChangeAwareCache<V extends object>(
  feed: ChangeFeed,
  options: {
    max: number;
    ttlMs: number;
    /** The kinds of change that concern this cache; others pass it by. */
    kinds: ChangeKind[];
    changesOf: (value: V, key: string) => Change[];
  },
) {
  const byChange = new Map<string, Set<string>>();
  const changeKey = (change: Change) => `${change.kind}:${change.id}`;
  const unindex = (key: string, value: V) => {
    for (const change of options.changesOf(value, key)) {
      const keys = byChange.get(changeKey(change));
      keys?.delete(key);
      if (keys?.size === 0) byChange.delete(changeKey(change));
    }
  };
  const entries = new LRUCache<string, V>({
    max: options.max,
    ttl: options.ttlMs,
    // Expired, evicted, replaced or deleted: the index forgets the entry too.
    dispose: (value, key) => unindex(key, value),
  });
  let epoch = 0;
  feed.subscribe((change) => {
    if (change && !options.kinds.includes(change.kind)) return;
    epoch++;
    if (!change) return entries.clear();
    for (const key of [...(byChange.get(changeKey(change)) ?? [])]) entries.delete(key);
  });

  return {
    /** The cached value, else `load()`'s (stored when nothing changed meanwhile; `undefined` never is). */
    async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
      if (feed.live) {
        const hit = entries.get(key);
        if (hit) return hit;
      }
      const loadedAt = epoch;
      const value = await load();
      if (value && feed.live && epoch === loadedAt) {
        entries.set(key, value);
        for (const change of options.changesOf(value, key)) {
          const keys = byChange.get(changeKey(change)) ?? new Set<string>();
          byChange.set(changeKey(change), keys.add(key));
        }
      }
      return value;
    },
    get size() {
      return entries.size;
    },
    /** How many changes the index knows (tests: it must not outgrow the entries). */
    get indexedChanges() {
      return byChange.size;
    },
  };
}

export type ChangeAwareCache<V extends object> = ReturnType<typeof createChangeAwareCache<V>>;
