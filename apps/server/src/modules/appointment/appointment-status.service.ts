import {
  APPOINTMENT_TRANSITIONS,
  canChangeAppointmentStatus,
  statusChangeRefusal,
  type AppointmentStatus,
  type AppointmentWire,
  type SERIES_SCOPES,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import { recordPaidInFull } from './appointment-paid-in-full.js';
import { appointmentRepository } from './appointment.repository.js';
import { findInScope, timingOfRow, withConflictCheck } from './appointment.rules.js';
import { wireOf } from './appointment-wire.js';
import { cancelSeries } from './appointment-series-cancel.js';

type SeriesScope = (typeof SERIES_SCOPES)[number];

/**
 * Whoever may change the status: every appointment of the salon, or one's own ('own' and 'ownStatus'); the
 * web offers the menu by the same rule (allowedStatusTransitions in @salon/core).
 */
export function requireStatusChange(auth: AuthContext): void {
  if (canChangeAppointmentStatus(auth.role)) return;
  throw new AppError('FORBIDDEN');
}

/**
 * 409 APPOINTMENT_TRANSITION lists the statuses allowed from the current one in `details`, one entry each:
 * `{ field: 'allowed', code: <status>, message: <status> }`.
 */
const transitionError = (from: AppointmentStatus) =>
  new AppError(
    'APPOINTMENT_TRANSITION',
    APPOINTMENT_TRANSITIONS[from].map((status) => ({ field: 'allowed', code: status, message: status })),
  );

export const appointmentStatusService = {
  /**
   * Moves an appointment along the docs/decisions.md transitions. Done and no-show only once it has started;
   * bringing a cancelled one back takes its time again, which the no-overlap constraint may refuse.
   * Sending the current status changes nothing.
   */
  async change(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    status: AppointmentStatus,
    now = new Date(),
    scope: SeriesScope = 'one',
  ): Promise<AppointmentWire> {
    const { tenant, row } = await findInScope(ctx.db, auth, id);
    requireStatusChange(auth);
    if (scope !== 'one' && row.seriesId) {
      if (status !== 'cancelled') {
        throw new AppError('VALIDATION_FAILED', [
          { field: 'series_scope', code: 'validation.series.scope', message: 'validation.series.scope' },
        ]);
      }
      await cancelSeries(ctx, auth, row, scope, now);
      return wireOf(ctx.db, id, tenant.companyId);
    }
    if (row.status === status) return wireOf(ctx.db, id, tenant.companyId);
    const slot = {
      companyId: tenant.companyId,
      employeeId: row.employeeId,
      start: row.startsAt,
      end: row.endsAt,
      timing: timingOfRow(row),
    };
    await withConflictCheck(ctx.db, { ...slot, exceptId: id }, () =>
      ctx.db.transaction(async (tx) => {
        const { row: before, salon } = await findInScope(tx, auth, id, true);
        if (before.status === status) return;
        const refusal = statusChangeRefusal(before.status, status, { start: before.startsAt, now });
        if (refusal === 'APPOINTMENT_TRANSITION') throw transitionError(before.status);
        if (refusal) throw new AppError(refusal);
        const after = await appointmentRepository.update(tx, id, tenant.companyId, { status });
        if (status === 'done') await recordPaidInFull(tx, after, salon, auth.accountId);
        await recordEvent(tx, tenant, {
          action: status === 'cancelled' ? 'cancel' : 'status_change',
          area: 'appointment',
          entityId: id,
          salon: salonRef(salon),
          details: { status: { from: before.status, to: status }, start: before.startsAt.toISOString() },
        });
        await planAppointmentMails(tx, ctx, before, after);
      }),
    );
    return wireOf(ctx.db, id, tenant.companyId);
  },
};
