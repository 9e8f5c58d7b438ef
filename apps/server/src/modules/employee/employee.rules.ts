import { toMinutes, type EmployeeWire, type FieldError, type ScheduleDay } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { reencodeAvatar } from '../../lib/images.js';
import { liveSalons, inSalonScope, requireCompany, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { findSchedule } from '../schedule/index.js';
import { subscriptionService } from '../subscription/index.js';
import { toEmployeeWire } from './employee.mapper.js';
import { employeeRepository, type ServiceRef } from './employee.repository.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';

export const fieldError = (field: string, code: string, message: string): FieldError => ({
  field,
  code,
  message,
});
export const invalid = (details: FieldError[]) => new AppError('VALIDATION_FAILED', details);

/**
 * The employee `id` of the caller's company, in a salon the caller may see and that still exists;
 * anything else reads as a missing employee (no existence oracle).
 */
export async function findEmployeeOrThrow(
  ex: Executor,
  auth: AuthContext,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ tenant: TenantAuth; employee: EmployeeRow; salon: SalonRow }> {
  const tenant = requireCompany(auth);
  const employee = options.forUpdate
    ? await employeeRepository.findOwnForUpdate(ex, id, tenant.companyId)
    : await employeeRepository.findOwn(ex, id, tenant.companyId);
  const salon =
    employee && inSalonScope(tenant, employee.salonId)
      ? await liveSalons.find(ex, employee.salonId, tenant.companyId)
      : undefined;
  if (!employee || !salon) throw new AppError('EMPLOYEE_NOT_FOUND');
  return { tenant, employee, salon };
}

/** Every service must be one of this salon's; returns them (id and name) for the event log. */
export async function assertServices(
  ex: Executor,
  ids: readonly string[],
  salon: SalonRow,
): Promise<ServiceRef[]> {
  const unique = [...new Set(ids)];
  const found = await employeeRepository.findSalonServices(ex, unique, salon.id, salon.companyId);
  if (found.length !== unique.length) {
    throw invalid([fieldError('services', 'validation.employee.services', 'Choose services of this salon')]);
  }
  return found;
}

/**
 * An employee works only while the salon is open (docs/product.md "Other states", "Opening hours and
 * employees"): each working day needs the salon open that day, and its hours inside the salon's. A salon
 * without opening hours puts no bound.
 */
export async function assertScheduleInsideSalon(
  ex: Executor,
  days: readonly ScheduleDay[],
  salon: SalonRow,
): Promise<void> {
  if (!salon.scheduleId) return;
  const schedule = await findSchedule(ex, salon.scheduleId, salon.companyId);
  if (!schedule) return;
  const outside = days.some((day, index) => {
    if (!day.active) return false;
    const open = schedule.days[index];
    if (!open?.active) return true;
    return (
      toMinutes(day.start_hour) < toMinutes(open.start_hour) ||
      toMinutes(day.end_hour) > toMinutes(open.end_hour)
    );
  });
  if (outside) {
    throw invalid([
      fieldError(
        'schedule',
        'validation.employee.scheduleOutside',
        'The schedule must fall inside the salon’s opening hours',
      ),
    ]);
  }
}

/** One more active employee must still fit in the plan's "employees per salon". */
export async function assertRoomForOneMore(ex: Executor, salon: SalonRow): Promise<void> {
  const { employeesPerSalon } = await subscriptionService.featuresOf(ex, salon.companyId);
  const active = await employeeRepository.countActiveInSalon(ex, salon.id, salon.companyId);
  if (active >= employeesPerSalon) throw new AppError('PLAN_LIMIT_EMPLOYEES');
}

/** Checks and re-encodes the photo before anything is written; stored under a fresh, unguessable key. */
export async function storeAvatar(ctx: AppContext, employeeId: string, bytes: Buffer): Promise<string> {
  const image = await reencodeAvatar(bytes);
  const key = `employees/${employeeId}/${newId()}.webp`;
  await ctx.storage.put(key, image);
  return key;
}

/** `rows` are of one company (the caller's). */
export async function toWires(ctx: AppContext, ex: Executor, rows: EmployeeRow[]): Promise<EmployeeWire[]> {
  const companyId = rows[0]?.companyId;
  if (!companyId) return [];
  const services = await employeeRepository.servicesOf(
    ex,
    rows.map((row) => row.id),
    companyId,
  );
  return rows.map((row) => toEmployeeWire(row, services.get(row.id) ?? [], ctx.storage));
}

export async function toWire(ctx: AppContext, ex: Executor, row: EmployeeRow): Promise<EmployeeWire> {
  const [wire] = await toWires(ctx, ex, [row]);
  return wire!;
}
