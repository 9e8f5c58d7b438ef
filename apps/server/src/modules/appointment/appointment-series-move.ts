import { can, isLiveStatus, toCents, toDollars, type AppointmentWire, type SERIES_SCOPES } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { isExclusionViolation } from '../../lib/pg-errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { planAppointmentMails, replanReminders } from '../notification/index.js';
import { appointmentRepository } from './appointment.repository.js';
import {
  assertHoursFit,
  bookableEmployee,
  findInScope,
  requireManage,
  timingOfRow,
} from './appointment.rules.js';
import { wireOf } from './appointment-wire.js';

/**
 * Moves or edits an occurrence of a repeating series with the ones after it, or the whole series:
 * every standing occurrence still ahead by the same time and, when given, to the same employee, each checked
 * as a move is (the employee bookable for the service, within hours unless an owner or manager overrides, the
 * no-overlap constraint), and at the new price or with the new note when those differ from this occurrence's
 * (a price set by hand keeps no promotion), in one transaction. The client gets one "changed" message (this occurrence's); the
 * others' reminders follow their new times. Occurrences that would meet another appointment answer 409
 * SERIES_CONFLICT naming their dates; an employee who does not do an occurrence's service, 409
 * EMPLOYEE_NOT_BOOKABLE; nothing moves then.
 */
export async function moveSeries(
  ctx: AppContext,
  auth: AuthContext,
  row: AppointmentRow,
  input: {
    start?: string;
    employee_id?: string;
    price?: number;
    note?: string;
    override_hours: boolean;
    series_scope: Exclude<(typeof SERIES_SCOPES)[number], 'one'>;
  },
  now = new Date(),
): Promise<AppointmentWire> {
  const shift = input.start ? new Date(input.start).getTime() - row.startsAt.getTime() : 0;
  if (input.employee_id) requireManage(auth, input.employee_id);
  // In a series of visits each occurrence has several parts: a new employee takes this part's service in each
  // occurrence, and the other parts keep theirs (the dialog sends the employee with its whole form).
  const takesNewEmployee = (occurrence: AppointmentRow) =>
    !row.visitId || occurrence.serviceId === row.serviceId;
  const moved = (occurrence: AppointmentRow) => ({
    start: new Date(occurrence.startsAt.getTime() + shift),
    end: new Date(occurrence.endsAt.getTime() + shift),
    employeeId: input.employee_id && takesNewEmployee(occurrence) ? input.employee_id : occurrence.employeeId,
  });
  // Only what differs from this occurrence is carried to the others: the dialog sends its whole form.
  const note = input.note !== undefined && input.note !== row.note ? input.note : undefined;
  const priceCents =
    input.price !== undefined && toCents(input.price) !== row.priceCents ? toCents(input.price) : undefined;
  const moving = shift !== 0 || !!input.employee_id;
  let planned: AppointmentRow[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const { tenant, salon } = await findInScope(tx, auth, row.id, true);
      const own = !can(auth.role, 'appointment.all');
      planned = (
        await appointmentRepository.seriesOccurrences(tx, {
          companyId: tenant.companyId,
          seriesId: row.seriesId!,
          from: input.series_scope === 'following' ? row.startsAt : undefined,
        })
      ).filter(
        (occurrence) =>
          isLiveStatus(occurrence.status) &&
          occurrence.startsAt > now &&
          (!own || occurrence.employeeId === auth.employeeId),
      );
      // Who takes each occurrence must do its service (one may have had its service changed on its own),
      // checked for every occurrence before any moves: a refusal is EMPLOYEE_NOT_BOOKABLE as for one
      // appointment, never a clash met by an occurrence written earlier.
      const employees = new Map<string, EmployeeRow>();
      for (const occurrence of planned) {
        const key = `${moved(occurrence).employeeId}|${occurrence.serviceId}`;
        if (employees.has(key)) continue;
        const employee = await bookableEmployee(
          tx,
          tenant,
          salon.id,
          moved(occurrence).employeeId,
          occurrence.serviceId,
        );
        employees.set(key, employee);
      }
      // Moving later, the last occurrence moves first, so none lands on another's old place.
      const order = shift > 0 ? [...planned].reverse() : planned;
      const moves: [AppointmentRow, AppointmentRow][] = [];
      for (const before of order) {
        const next = moved(before);
        const employee = employees.get(`${next.employeeId}|${before.serviceId}`)!;
        if (moving) {
          await assertHoursFit(tx, { auth, salon, employee, ...next, override: input.override_hours });
        }
        const after = await appointmentRepository.update(tx, before.id, tenant.companyId, {
          startsAt: next.start,
          endsAt: next.end,
          employeeId: next.employeeId,
          ...(note === undefined ? {} : { note }),
          ...(priceCents === undefined ? {} : { priceCents, promotionId: null }),
        });
        moves.push([before, after]);
      }
      // This occurrence's "changed" message, listing every occurrence moved (docs/decisions.md); the others
      // only follow with their reminders.
      const mine = moves.find(([before]) => before.id === row.id) ?? moves[0];
      if (mine) {
        await planAppointmentMails(tx, ctx, ...mine, { together: moves.map(([before]) => before.id) });
      }
      await replanReminders(
        tx,
        ctx,
        moves.filter((move) => move !== mine).map(([, after]) => after),
      );
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'appointment',
        entityId: row.id,
        salon: salonRef(salon),
        details: {
          series_id: row.seriesId,
          scope: input.series_scope,
          moved_minutes: Math.round(shift / 60_000),
          employee_id: input.employee_id ?? null,
          ...(note === undefined ? {} : { note }),
          ...(priceCents === undefined ? {} : { price: toDollars(priceCents) }),
          dates: moves.map(([, after]) => after.startsAt.toISOString()),
        },
      });
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    // Which occurrences are in the way, looked up now the transaction is gone.
    const taken: string[] = [];
    for (const occurrence of planned) {
      const next = moved(occurrence);
      const slot = { companyId: row.companyId, ...next, timing: timingOfRow(occurrence) };
      const other = await appointmentRepository.overlapping(ctx.db, slot);
      if (other && other.seriesId !== row.seriesId) taken.push(next.start.toISOString().slice(0, 10));
    }
    throw new AppError(
      'SERIES_CONFLICT',
      taken.map((date) => ({ field: 'date', code: 'date', message: date })),
    );
  }
  return wireOf(ctx.db, row.id, row.companyId);
}
