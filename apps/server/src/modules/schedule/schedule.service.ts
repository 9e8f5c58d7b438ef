import type { ScheduleWire, scheduleBodySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import type { Executor } from '../../lib/db.js';
import { changedDays, normaliseDays, toScheduleWire } from './schedule.mapper.js';
import { scheduleRepository } from './schedule.repository.js';
import type { ScheduleRow } from '../../db/tables/salon.table.js';

type ScheduleInput = z.output<typeof scheduleBodySchema>;

const notFound = () => new AppError('NOT_FOUND');

/**
 * A schedule of the caller's company that the caller may see: the owner sees all; an employee only the hours
 * made for, or used by, their own salon.
 */
async function findInScope(ex: Executor, tenant: TenantAuth, id: string): Promise<ScheduleRow> {
  const row = await scheduleRepository.findOwn(ex, id, tenant.companyId);
  if (!row) throw notFound();
  if (tenant.salonId === null || row.salonId === tenant.salonId) return row;
  const salon = await liveSalons.find(ex, tenant.salonId, tenant.companyId);
  if (salon?.scheduleId !== row.id) throw notFound();
  return row;
}

/** Only the owner keeps company-wide schedules; a manager's changes must name their own salon. */
function assertSalonTarget(tenant: TenantAuth, salonId: string | undefined): void {
  if (salonId ? !inSalonScope(tenant, salonId) : tenant.salonId !== null)
    throw new AppError('SALON_NOT_FOUND');
}

export const scheduleService = {
  /** With `salon_id`, the new schedule becomes that salon's opening hours. */
  async create(ctx: AppContext, auth: AuthContext, input: ScheduleInput): Promise<ScheduleWire> {
    requirePermission(auth, 'salon.manage');
    const tenant = requireCompany(auth);
    assertSalonTarget(tenant, input.salon_id);
    const row = await ctx.db.transaction(async (tx) => {
      const salon = input.salon_id ? await liveSalons.find(tx, input.salon_id, tenant.companyId) : undefined;
      if (input.salon_id && !salon) throw new AppError('SALON_NOT_FOUND');
      const schedule = await scheduleRepository.insert(tx, {
        id: newId(),
        companyId: tenant.companyId,
        salonId: salon?.id ?? null,
        title: input.title,
        description: input.description,
        days: normaliseDays(input.days),
      });
      if (salon) await scheduleRepository.attachToSalon(tx, salon.id, tenant.companyId, schedule.id);
      await recordEvent(tx, tenant, {
        action: 'create',
        area: 'schedule',
        entityId: schedule.id,
        salon: salon ? salonRef(salon) : null,
        details: { title: schedule.title },
      });
      return schedule;
    });
    return toScheduleWire(row);
  },

  async getOwn(ctx: AppContext, auth: AuthContext, id: string): Promise<ScheduleWire> {
    const tenant = requireCompany(auth);
    return toScheduleWire(await findInScope(ctx.db, tenant, id));
  },

  async update(ctx: AppContext, auth: AuthContext, id: string, input: ScheduleInput): Promise<ScheduleWire> {
    requirePermission(auth, 'salon.manage');
    const tenant = requireCompany(auth);
    if (input.salon_id) assertSalonTarget(tenant, input.salon_id);
    const row = await ctx.db.transaction(async (tx) => {
      const before = await findInScope(tx, tenant, id);
      const salon = input.salon_id ? await liveSalons.find(tx, input.salon_id, tenant.companyId) : undefined;
      if (input.salon_id && !salon) throw new AppError('SALON_NOT_FOUND');
      const patch = {
        title: input.title,
        description: input.description,
        days: normaliseDays(input.days),
        ...(salon ? { salonId: salon.id } : {}),
      };
      const after = await scheduleRepository.update(tx, id, tenant.companyId, patch);
      if (salon) await scheduleRepository.attachToSalon(tx, salon.id, tenant.companyId, id);
      const linked =
        salon ?? (after.salonId ? await liveSalons.find(tx, after.salonId, tenant.companyId) : undefined);
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'schedule',
        entityId: id,
        salon: linked ? salonRef(linked) : null,
        details: {
          ...changedFields(
            { title: before.title, description: before.description },
            { title: patch.title, description: patch.description },
          ),
          ...changedDays(before.days, patch.days),
        },
      });
      return after;
    });
    return toScheduleWire(row);
  },

  /**
   * Deletes the schedule; every salon that used it is left without one, which the client shows as all days
   * inactive (docs/product.md "Other states", reset after a delete).
   */
  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    requirePermission(auth, 'salon.manage');
    const tenant = requireCompany(auth);
    await ctx.db.transaction(async (tx) => {
      const row = await findInScope(tx, tenant, id);
      const released = await scheduleRepository.detachFromSalons(tx, id, tenant.companyId);
      await scheduleRepository.delete(tx, id, tenant.companyId);
      const salon = released[0];
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'schedule',
        entityId: id,
        salon: salon ? salonRef(salon) : null,
        details: { title: row.title, salons: released.map((s) => s.id) },
      });
    });
  },
};
