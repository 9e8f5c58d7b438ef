import { createChangeAwareCache, type ChangeFeed } from './change-feed.js';
import type { SalonRow } from '../db/tables/salon.table.js';

/**
 * Live salon rows by id, for hot reads that should not touch the database (the calendar, whose answers are
 * cached per the row's calendar version). Any update or deletion of the row drops it (migration 0009).
 */
export function createSalonCache(feed: ChangeFeed) {
  return createChangeAwareCache<SalonRow>(feed, {
    max: 10_000,
    ttlMs: 30_000,
    kinds: ['salon'],
    changesOf: (_salon, salonId) => [{ kind: 'salon', id: salonId }],
  });
}

export type SalonCache = ReturnType<typeof createSalonCache>;
