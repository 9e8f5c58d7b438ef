import type {
  createEmployeeBodySchema,
  EmployeeWire,
  employeeListQuerySchema,
  RecordStatus,
  updateEmployeeBodySchema,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation, pgErrorConstraint } from '../../lib/pg-errors.js';
import { requirePermission, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { cancelFutureAppointments } from '../cancellation/index.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { lockLiveSalon, removeFiles } from '../salon/index.js';
import { changedDays, normaliseDays } from '../schedule/index.js';
import { employeeRepository } from './employee.repository.js';
import {
  assertRoomForOneMore,
  assertScheduleInsideSalon,
  assertServices,
  fieldError,
  findEmployeeOrThrow,
  invalid,
  storeAvatar,
  toWire,
  toWires,
} from './employee.rules.js';
import type { EmployeeRow, NewEmployee } from '../../db/tables/employee.table.js';

type CreateInput = z.output<typeof createEmployeeBodySchema>;
type UpdateInput = z.output<typeof updateEmployeeBodySchema>;
type ListQuery = z.output<typeof employeeListQuerySchema>;

const avatarRequired = () =>
  fieldError('avatar', 'validation.employee.avatarRequired', 'The photo is required');

/** The unique (salon, e-mail) index: a concurrent create or edit that slipped past the check. */
const emailTakenOr = (error: unknown): unknown =>
  isUniqueViolation(error) && pgErrorConstraint(error) === 'employees_salon_email_uq'
    ? new AppError('EMPLOYEE_EMAIL_TAKEN')
    : error;

/** The editable fields as the event log names them (the wire's names, not the columns'). */
const loggedFields = (
  row: Pick<EmployeeRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'role'> & {
    activeInCalendar?: boolean;
  },
) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phone,
  role: row.role,
  active_in_calendar: row.activeInCalendar,
});

function patchOf(input: UpdateInput): Partial<NewEmployee> {
  const patch: Partial<NewEmployee> = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phoneNumber,
    role: input.role,
    schedule: input.schedule && normaliseDays(input.schedule),
    activeInCalendar: input.active_in_calendar,
  };
  for (const key of Object.keys(patch) as (keyof NewEmployee)[])
    if (patch[key] === undefined) delete patch[key];
  return patch;
}

export const employeeService = {
  /**
   * Creates an employee with their photo, services and weekly hours, all or nothing: the photo is written
   * first and removed if the transaction fails. The plan's limit is counted under a lock on the salon row,
   * so concurrent creations cannot pass it together.
   */
  async create(
    ctx: AppContext,
    auth: AuthContext,
    input: CreateInput,
    avatar: Buffer | undefined,
  ): Promise<EmployeeWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, input.salon_id, 'employee.manage');
    if (!avatar) throw invalid([avatarRequired()]);
    const services = await assertServices(ctx.db, input.services, salon);
    await assertScheduleInsideSalon(ctx.db, input.schedule, salon);
    if (await employeeRepository.emailTaken(ctx.db, salon.id, salon.companyId, input.email)) {
      throw new AppError('EMPLOYEE_EMAIL_TAKEN');
    }
    await assertRoomForOneMore(ctx.db, salon);
    const id = newId();
    const avatarPath = await storeAvatar(ctx, id, avatar);
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const locked = await lockLiveSalon(tx, salon.id, tenant.companyId);
        if (!locked) throw new AppError('SALON_NOT_FOUND');
        await assertRoomForOneMore(tx, locked);
        const inserted = await employeeRepository.insert(tx, {
          id,
          companyId: tenant.companyId,
          salonId: salon.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phoneNumber,
          role: input.role,
          avatarPath,
          schedule: normaliseDays(input.schedule),
          activeInCalendar: input.active_in_calendar,
        });
        await employeeRepository.setServices(tx, id, tenant.companyId, input.services);
        await recordEvent(tx, tenant, {
          action: 'create',
          area: 'employee',
          entityId: id,
          salon: salonRef(locked),
          details: {
            name: `${inserted.firstName} ${inserted.lastName}`,
            email: inserted.email,
            role: inserted.role,
            services: services.map((service) => service.name),
          },
        });
        return inserted;
      });
      return await toWire(ctx, ctx.db, row);
    } catch (error) {
      await removeFiles(ctx, [avatarPath]);
      throw emailTakenOr(error);
    }
  },

  async list(ctx: AppContext, auth: AuthContext, query: ListQuery) {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'employee.read');
    const { rows, total } = await employeeRepository.findPage(
      ctx.db,
      {
        companyId: tenant.companyId,
        salonId: salon.id,
        q: query.q,
        status: query.status,
        serviceId: query.service_id,
      },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    );
    return {
      data: await toWires(ctx, ctx.db, rows),
      meta: { total, page: query.page, limit: query.limit },
    };
  },

  async get(ctx: AppContext, auth: AuthContext, id: string): Promise<EmployeeWire> {
    requirePermission(auth, 'employee.read');
    const { employee } = await findEmployeeOrThrow(ctx.db, auth, id);
    return toWire(ctx, ctx.db, employee);
  },

  /** Partial update; a new photo replaces the old one, whose file goes once the change is committed. */
  async update(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    input: UpdateInput,
    avatar: Buffer | undefined,
  ): Promise<EmployeeWire> {
    requirePermission(auth, 'employee.manage');
    const { salon } = await findEmployeeOrThrow(ctx.db, auth, id);
    const services = input.services && (await assertServices(ctx.db, input.services, salon));
    if (input.schedule) await assertScheduleInsideSalon(ctx.db, input.schedule, salon);
    if (
      input.email &&
      (await employeeRepository.emailTaken(ctx.db, salon.id, salon.companyId, input.email, id))
    ) {
      throw new AppError('EMPLOYEE_EMAIL_TAKEN');
    }
    const avatarPath = avatar ? await storeAvatar(ctx, id, avatar) : undefined;
    let replaced: string | null = null;
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const { tenant, employee: before } = await findEmployeeOrThrow(tx, auth, id, { forUpdate: true });
        const patch = patchOf(input);
        const changes: Record<string, unknown> = changedFields(
          loggedFields(before),
          loggedFields({ ...before, ...patch }),
        );
        if (patch.schedule) {
          const days = changedDays(before.schedule, patch.schedule);
          if (Object.keys(days).length > 0) changes.schedule = days;
        }
        if (services) {
          const previous = (await employeeRepository.servicesOf(tx, [id], tenant.companyId)).get(id) ?? [];
          const names = (list: readonly { name: string }[]) => list.map((s) => s.name).sort();
          if (JSON.stringify(names(previous)) !== JSON.stringify(names(services))) {
            changes.services = { from: names(previous), to: names(services) };
          }
          await employeeRepository.setServices(
            tx,
            id,
            tenant.companyId,
            services.map((s) => s._id),
          );
        }
        if (avatarPath) {
          patch.avatarPath = avatarPath;
          changes.avatar = {
            from: before.avatarPath && ctx.storage.urlFor(before.avatarPath),
            to: ctx.storage.urlFor(avatarPath),
          };
        }
        if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES');
        const after = await employeeRepository.update(tx, id, tenant.companyId, patch);
        await recordEvent(tx, tenant, {
          action: 'update',
          area: 'employee',
          entityId: id,
          salon: salonRef(salon),
          details: { name: `${after.firstName} ${after.lastName}`, ...changes },
        });
        replaced = avatarPath ? before.avatarPath : null;
        return after;
      });
      await removeFiles(ctx, [replaced]);
      return await toWire(ctx, ctx.db, row);
    } catch (error) {
      await removeFiles(ctx, [avatarPath]);
      throw emailTakenOr(error);
    }
  },

  /**
   * Active or inactive (`deactivated`). Deactivating ends the employee login's sessions (auth refuses a
   * deactivated employee's login anyway); reactivating must fit in the plan's limit again.
   */
  async setStatus(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    status: RecordStatus,
  ): Promise<EmployeeWire> {
    requirePermission(auth, 'employee.manage');
    const row = await ctx.db.transaction(async (tx) => {
      const { tenant, salon } = await findEmployeeOrThrow(tx, auth, id);
      // The salon first, then the employee: the same order as a creation, so the two cannot deadlock.
      const locked = await lockLiveSalon(tx, salon.id, tenant.companyId);
      if (!locked) throw new AppError('EMPLOYEE_NOT_FOUND');
      const { employee: before } = await findEmployeeOrThrow(tx, auth, id, { forUpdate: true });
      const deactivated = status === 'inactive';
      if (before.deactivated === deactivated) return before;
      if (!deactivated) await assertRoomForOneMore(tx, locked);
      const after = await employeeRepository.update(tx, id, tenant.companyId, { deactivated });
      if (deactivated) {
        await cancelFutureAppointments(tx, ctx, tenant, { employeeId: id }, salonRef(locked));
      }
      if (deactivated && before.accountId) {
        await employeeRepository.revokeTokensOfAccount(tx, before.accountId);
      }
      await recordEvent(tx, tenant, {
        action: 'status_change',
        area: 'employee',
        entityId: id,
        salon: salonRef(locked),
        details: {
          name: `${after.firstName} ${after.lastName}`,
          status: { from: before.deactivated ? 'inactive' : 'active', to: status },
        },
      });
      return after;
    });
    return toWire(ctx, ctx.db, row);
  },
};
