import { createChangeAwareCache, type ChangeFeed } from './change-feed.js';
import type { SalonRow } from '../db/tables/salon.table.js';

/**
 * Live salon rows by id, for hot reads that should not touch the database (the calendar, a staff booking).
 * Any update or deletion of the row drops it (migration 0009).
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

/** A salon's calendar versions (migration 0045): its calendar answers are cached under them. */
export interface CalendarVersions {
  calendarVersion: number;
  calendarNamesVersion: number;
}

/**
 * Calendar versions by salon id, so a calendar read asked again touches no table; every bump (each booking)
 * announces `calendar:<salon id>` and drops the entry.
 */
export function createCalendarVersionCache(feed: ChangeFeed) {
  return createChangeAwareCache<CalendarVersions>(feed, {
    max: 10_000,
    ttlMs: 30_000,
    kinds: ['calendar'],
    changesOf: (_versions, salonId) => [{ kind: 'calendar', id: salonId }],
  });
}

export type CalendarVersionCache = ReturnType<typeof createCalendarVersionCache>;
