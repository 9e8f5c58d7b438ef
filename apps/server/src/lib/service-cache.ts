import { createChangeAwareCache, type ChangeFeed } from './change-feed.js';
import type { ServiceRow } from '../db/tables/service.table.js';

/**
 * Service rows by id, for a booking's first check (the service exists in the salon and is active), which
 * every staff booking makes before its transaction. Any update or deletion of the row drops it (migration
 * 0044); a service is changed a few times a year and booked all day.
 */
export function createServiceCache(feed: ChangeFeed) {
  return createChangeAwareCache<ServiceRow>(feed, {
    max: 10_000,
    ttlMs: 30_000,
    kinds: ['service'],
    changesOf: (_service, serviceId) => [{ kind: 'service', id: serviceId }],
  });
}

export type ServiceCache = ReturnType<typeof createServiceCache>;
