import type { AppointmentWire } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { appointmentViewRepository } from '../appointment-view/index.js';
import { toAppointmentWire } from './appointment.mapper.js';
import { notFound } from './appointment.rules.js';
import { visitTotalsOf } from './appointment-visit-totals.js';

/** An appointment as every write answers it, read back with its names and its visit's totals. */
export async function wireOf(ex: Executor, id: string, companyId: string): Promise<AppointmentWire> {
  const view = await appointmentViewRepository.find(ex, id, companyId);
  if (!view) throw notFound();
  const wire = toAppointmentWire(view);
  if (!wire.visit_id) return { ...wire, visit: null };
  const totals = await visitTotalsOf(ex, companyId, [wire.visit_id]);
  return { ...wire, visit: totals.get(wire.visit_id) ?? null };
}
