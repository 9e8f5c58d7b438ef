import type { AppointmentWire } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { appointmentViewRepository } from '../appointment-view/index.js';
import { toAppointmentWire } from './appointment.mapper.js';
import { notFound } from './appointment.rules.js';

/** An appointment as every write answers it, read back with its names. */
export async function wireOf(ex: Executor, id: string, companyId: string): Promise<AppointmentWire> {
  const view = await appointmentViewRepository.find(ex, id, companyId);
  if (!view) throw notFound();
  return toAppointmentWire(view);
}
