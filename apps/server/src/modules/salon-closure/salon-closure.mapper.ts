import type { ClosureWire } from '@salon/core';
import type { SalonClosureRow } from '../../db/tables/salon-closure.table.js';

export const toClosureWire = (row: SalonClosureRow): ClosureWire => ({
  _id: row.id,
  start_date: row.startsOn,
  end_date: row.endsOn,
  reason: row.reason,
  holiday: row.holiday,
});
