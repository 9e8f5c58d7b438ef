import { toVisitTotalsWire, visitTotals, type VisitTotalsWire } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { appointmentViewRepository } from '../appointment-view/index.js';

/**
 * The totals of visits of several services (docs/decisions.md "Visit totals"), by visit id, read in one
 * statement for a whole page of rows; a visit of one part has none.
 */
export async function visitTotalsOf(
  ex: Executor,
  companyId: string,
  visitIds: readonly (string | null)[],
): Promise<Map<string, VisitTotalsWire>> {
  const ids = visitIds.filter((id): id is string => id !== null);
  const figures = await appointmentViewRepository.visitFigures(ex, companyId, ids);
  const totals = new Map<string, VisitTotalsWire>();
  for (const [visitId, parts] of figures) {
    const whole = visitTotals(parts);
    if (whole) totals.set(visitId, toVisitTotalsWire(whole));
  }
  return totals;
}

/** Rows of a list with their visit's totals (`visit`, null for a visit of its own). */
export async function withVisitTotals<Row extends { visit_id: string | null }>(
  ex: Executor,
  companyId: string,
  rows: Row[],
): Promise<(Row & { visit: VisitTotalsWire | null })[]> {
  const totals = await visitTotalsOf(
    ex,
    companyId,
    rows.map((row) => row.visit_id),
  );
  return rows.map((row) => ({ ...row, visit: (row.visit_id && totals.get(row.visit_id)) || null }));
}
