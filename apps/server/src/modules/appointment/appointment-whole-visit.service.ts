import {
  toVisitTotalsWire,
  visitStatusPlan,
  visitTotals,
  type AppointmentVisitWire,
  type VisitPartFigures,
  type VisitStatusAction,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { appointmentViewRepository, type AppointmentNames } from '../appointment-view/index.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import { recordPaidInFull } from './appointment-paid-in-full.js';
import { appointmentRepository } from './appointment.repository.js';
import { toAppointmentWire } from './appointment.mapper.js';
import { findInScope, seesAll } from './appointment.rules.js';
import { requireStatusChange } from './appointment-status.service.js';

const figuresOf = (part: AppointmentNames): VisitPartFigures => ({
  id: part.appointment.id,
  status: part.appointment.status,
  start: part.appointment.startsAt,
  end: part.appointment.endsAt,
  priceCents: part.appointment.priceCents,
  service: part.service.name,
});

/** Whether the caller may see and change a part: every one with 'appointment.all', else only their own. */
const isCallers = (auth: AuthContext, part: AppointmentRow) =>
  seesAll(auth) || part.employeeId === auth.employeeId;

/** The appointment's visit, every part with its names: only the appointment itself for a visit of its own. */
async function partsOf(ex: Executor, row: AppointmentRow, forUpdate = false): Promise<AppointmentNames[]> {
  if (row.visitId) {
    return appointmentViewRepository.visitParts(ex, row.companyId, row.visitId, forUpdate);
  }
  const view = await appointmentViewRepository.find(ex, row.id, row.companyId);
  return view ? [view] : [];
}

/**
 * A visit of several services as one (docs/product.md "Appointments"): read with its totals, and confirmed,
 * marked done or cancelled in one action.
 */
export const wholeVisitService = {
  /**
   * The visit of an appointment the caller may open: the parts they see (soonest first) and the totals of the
   * whole visit, which are the client's visit's whoever does each part.
   */
  async get(ctx: AppContext, auth: AuthContext, id: string): Promise<AppointmentVisitWire> {
    const { row, salon } = await findInScope(ctx.db, auth, id);
    const parts = await partsOf(ctx.db, row);
    const whole = visitTotals(parts.map(figuresOf));
    const totals = whole ? toVisitTotalsWire(whole) : null;
    return {
      visit_id: row.visitId,
      parts: parts
        .filter((part) => isCallers(auth, part.appointment))
        .map((part) => ({ ...toAppointmentWire({ ...part, timeZone: salon.timeZone }), visit: totals })),
      totals,
    };
  },

  /**
   * One status for the whole visit, in one transaction: its standing parts not already there (core
   * `visitStatusPlan`; done, no-show and cancelled parts stay), each written to the event log and planned
   * for the client's messages as a single change is (the first part first, whose messages speak for the
   * visit). Whoever may change a status may do it for a visit whose changing parts they may each change;
   * one part that cannot take the status refuses it all, naming that part.
   */
  async changeStatus(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    status: VisitStatusAction,
    now = new Date(),
  ): Promise<AppointmentVisitWire> {
    requireStatusChange(auth);
    const { tenant } = await findInScope(ctx.db, auth, id);
    await ctx.db.transaction(async (tx) => {
      const { row, salon } = await findInScope(tx, auth, id, true);
      const parts = (await partsOf(tx, row, true)).map((part) => part.appointment);
      const plan = visitStatusPlan(
        parts.map((part) => ({ id: part.id, status: part.status, start: part.startsAt })),
        status,
        now,
      );
      if ('refusal' in plan) {
        throw new AppError(
          plan.refusal,
          plan.id ? [{ field: 'appointment_id', code: `errors.${plan.refusal}`, message: plan.id }] : [],
        );
      }
      const changing = parts
        .filter((part) => plan.ids.includes(part.id))
        // The first part first: its messages are the visit's, and a later part then reads it as changed.
        .sort((a, b) => Number(b.id === row.visitId) - Number(a.id === row.visitId));
      if (changing.some((part) => !isCallers(auth, part))) throw new AppError('FORBIDDEN');
      for (const before of changing) {
        const after = await appointmentRepository.update(tx, before.id, tenant.companyId, { status });
        if (status === 'done') await recordPaidInFull(tx, after, salon, auth.accountId);
        await recordEvent(tx, tenant, {
          action: status === 'cancelled' ? 'cancel' : 'status_change',
          area: 'appointment',
          entityId: before.id,
          salon: salonRef(salon),
          details: {
            status: { from: before.status, to: status },
            start: before.startsAt.toISOString(),
            whole_visit: true,
          },
        });
        await planAppointmentMails(tx, ctx, before, after);
      }
    });
    return this.get(ctx, auth, id);
  },
};
