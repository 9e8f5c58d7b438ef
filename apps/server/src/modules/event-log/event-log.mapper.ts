import type { EventLogEntryWire } from '@salon/core';
import type { EventLogRow } from '../../db/tables/event-log.table.js';

export const toEventLogEntryWire = (row: EventLogRow): EventLogEntryWire => ({
  _id: row.id,
  triggered_by: { _id: row.actorAccountId, name: row.actorName },
  action: row.action,
  affected_area: row.area,
  entity_id: row.entityId,
  salon: row.salonId ? { _id: row.salonId, name: row.salonName ?? '' } : null,
  created_at: row.createdAt.toISOString(),
  details: row.details,
});
