import { z } from 'zod';
import { VISIT_STATUS_ACTIONS } from '../visit-totals.js';
import { appointmentWireSchema } from './appointment.js';
import { visitTotalsWireSchema } from './visit-totals.js';

/**
 * GET /appointment/{id}/visit: the visit an appointment is part of, as the dialog shows it: its parts the
 * caller sees (soonest first; only the appointment itself for a visit of its own) and the whole visit's totals.
 */
export const appointmentVisitWireSchema = z.object({
  visit_id: z.string().nullable(),
  parts: z.array(appointmentWireSchema),
  totals: visitTotalsWireSchema.nullable(),
});
export type AppointmentVisitWire = z.infer<typeof appointmentVisitWireSchema>;
export const appointmentVisitResponseSchema = z.object({ data: appointmentVisitWireSchema });

/** PATCH /appointment/{id}/visit/status: confirm, mark done or cancel the whole visit in one action. */
export const visitStatusBodySchema = z.object({
  status: z.enum(VISIT_STATUS_ACTIONS, 'validation.appointment.status'),
});
export type VisitStatusBody = z.input<typeof visitStatusBodySchema>;
