import type { AppointmentWire } from '@salon/core';
import { isLiveStatus } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { withExclusionGuard } from '../../lib/pg-errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { appointmentViewRepository } from '../appointment-view/index.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';
import {
  assertHoursFit,
  conflictError,
  conflictNaming,
  findInScope,
  requireManage,
  timingOfRow,
  type CheckedSlot,
} from './appointment.rules.js';
import { wireOf } from './appointment-wire.js';

/**
 * Staff move a whole visit of several services: every standing part by the same amount, in one
 * transaction, each part checked against its employee's hours (unless an owner or manager overrides) and by
 * the no-overlap constraint; the client gets one "changed" message for the visit.
 */
export async function moveWholeVisit(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  input: { start: string; override_hours: boolean },
): Promise<AppointmentWire> {
  const { tenant, row: current } = await findInScope(ctx.db, auth, id);
  const visitId = current.visitId!;
  const shift = new Date(input.start).getTime() - current.startsAt.getTime();
  const moved = { start: new Date(input.start), end: new Date(current.endsAt.getTime() + shift) };
  const slot = {
    companyId: tenant.companyId,
    employeeId: current.employeeId,
    ...moved,
    timing: timingOfRow(current),
    exceptId: id,
  };
  await withExclusionGuard(
    () =>
      ctx.db.transaction(async (tx) => {
        const { salon } = await findInScope(tx, auth, id, true);
        const parts = (await appointmentViewRepository.visitParts(tx, tenant.companyId, visitId, true))
          .map((part) => part.appointment)
          .filter((part) => isLiveStatus(part.status));
        if (shift === 0 || parts.length === 0) return;
        for (const part of parts) requireManage(auth, part.employeeId);
        // Back to back: moving later, the last part moves first (and the first first moving earlier), so no
        // part lands on another's old place of the same employee.
        if (shift > 0) parts.reverse();
        let leadMove: [typeof current, typeof current] | null = null;
        for (const before of parts) {
          const start = new Date(before.startsAt.getTime() + shift);
          const end = new Date(before.endsAt.getTime() + shift);
          const employee = await bookingRepository.employee(tx, before.employeeId, tenant.companyId);
          if (!employee) throw new AppError('EMPLOYEE_NOT_BOOKABLE');
          await assertHoursFit(tx, { auth, salon, employee, start, end, override: input.override_hours });
          const after = await appointmentRepository.update(tx, before.id, tenant.companyId, {
            startsAt: start,
            endsAt: end,
          });
          if (before.id === visitId) leadMove = [before, after];
          await recordEvent(tx, tenant, {
            action: 'update',
            area: 'appointment',
            entityId: before.id,
            salon: salonRef(salon),
            details: {
              changedFields: changedFields(
                { start: before.startsAt.toISOString(), end: before.endsAt.toISOString() },
                { start: after.startsAt.toISOString(), end: after.endsAt.toISOString() },
              ),
            },
          });
        }
        // The visit's messages are its first part's: one "changed" message and the reminder moved.
        if (leadMove) await planAppointmentMails(tx, ctx, ...leadMove);
      }),
    () => visitConflict(ctx.db, { companyId: tenant.companyId, visitId, shift, fallback: slot }),
  );
  return wireOf(ctx.db, id, tenant.companyId);
}

/**
 * The appointment in the way of a refused whole-visit move: each standing part at its new time, against every
 * appointment but the visit's own parts (moving together, they never stand in each other's way), soonest
 * part first; the moved part's own look-up when none is found any more.
 */
async function visitConflict(
  ex: Executor,
  input: { companyId: string; visitId: string; shift: number; fallback: CheckedSlot },
): Promise<AppError> {
  const { companyId, visitId, shift } = input;
  const parts = (await appointmentViewRepository.visitParts(ex, companyId, visitId)).map(
    (part) => part.appointment,
  );
  const exceptIds = parts.map((part) => part.id);
  for (const part of parts.filter((one) => isLiveStatus(one.status))) {
    const other = await appointmentRepository.overlapping(ex, {
      companyId,
      employeeId: part.employeeId,
      start: new Date(part.startsAt.getTime() + shift),
      end: new Date(part.endsAt.getTime() + shift),
      timing: timingOfRow(part),
      exceptIds,
    });
    if (other) return conflictNaming(ex, other);
  }
  return conflictError(ex, { ...input.fallback, exceptIds });
}
