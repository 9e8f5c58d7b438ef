import type { CalendarFeedWire } from '@salon/core';
import type { CalendarFeedRow } from '../../db/tables/calendar-feed.table.js';

export const toCalendarFeedWire = (row: CalendarFeedRow): CalendarFeedWire => ({
  _id: row.id,
  scope: row.scope,
  salon_id: row.salonId,
  created_at: row.createdAt.toISOString(),
  last_fetched_at: row.lastFetchedAt ? row.lastFetchedAt.toISOString() : null,
});
