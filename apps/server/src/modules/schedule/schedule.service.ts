import type { ScheduleWire, scheduleBodySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { requireCompany } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { changedFields, recordEvent } from '../event-log/event-log.writer.js';
import { salonRepository } from '../salon/salon.repository.js';
import { changedDays, normaliseDays, toScheduleWire } from './schedule.mapper.js';
import { scheduleRepository } from './schedule.repository.js';

type ScheduleInput = z.output<typeof scheduleBodySchema>;

const notFound = () => new AppError('NOT_FOUND');

export const scheduleService = {
  /** With `salon_id`, the new schedule becomes that salon's opening hours. */
  async create(ctx: AppContext, auth: AuthContext, input: ScheduleInput): Promise<ScheduleWire> {
    const tenant = requireCompany(auth);
    const row = await ctx.db.transaction(async (tx) => {
      const salon = input.salon_id
        ? await salonRepository.findLive(tx, input.salon_id, tenant.companyId)
        : undefined;
      if (input.salon_id && !salon) throw new AppError('SALON_NOT_FOUND');
      const schedule = await scheduleRepository.insert(tx, {
        id: newId(),
        companyId: tenant.companyId,
        salonId: salon?.id ?? null,
        title: input.title,
        description: input.description,
        days: normaliseDays(input.days),
      });
      if (salon) await salonRepository.update(tx, salon.id, tenant.companyId, { scheduleId: schedule.id });
      await recordEvent(tx, tenant, {
        action: 'create',
        area: 'schedule',
        entityId: schedule.id,
        salon: salon ? { id: salon.id, name: salon.title } : null,
        details: { title: schedule.title },
      });
      return schedule;
    });
    return toScheduleWire(row);
  },

  async getOwn(ctx: AppContext, auth: AuthContext, id: string): Promise<ScheduleWire> {
    const tenant = requireCompany(auth);
    const row = await scheduleRepository.findOwn(ctx.db, id, tenant.companyId);
    if (!row) throw notFound();
    return toScheduleWire(row);
  },

  async update(ctx: AppContext, auth: AuthContext, id: string, input: ScheduleInput): Promise<ScheduleWire> {
    const tenant = requireCompany(auth);
    const row = await ctx.db.transaction(async (tx) => {
      const before = await scheduleRepository.findOwn(tx, id, tenant.companyId);
      if (!before) throw notFound();
      const salon = input.salon_id
        ? await salonRepository.findLive(tx, input.salon_id, tenant.companyId)
        : undefined;
      if (input.salon_id && !salon) throw new AppError('SALON_NOT_FOUND');
      const patch = {
        title: input.title,
        description: input.description,
        days: normaliseDays(input.days),
        ...(salon ? { salonId: salon.id } : {}),
      };
      const after = await scheduleRepository.update(tx, id, tenant.companyId, patch);
      if (salon) await salonRepository.update(tx, salon.id, tenant.companyId, { scheduleId: id });
      const linked =
        salon ??
        (after.salonId ? await salonRepository.findLive(tx, after.salonId, tenant.companyId) : undefined);
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'schedule',
        entityId: id,
        salon: linked ? { id: linked.id, name: linked.title } : null,
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
   * inactive (SPEC.md section 4, reset after a delete).
   */
  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    const tenant = requireCompany(auth);
    await ctx.db.transaction(async (tx) => {
      const row = await scheduleRepository.findOwn(tx, id, tenant.companyId);
      if (!row) throw notFound();
      const released = await salonRepository.clearSchedule(tx, id, tenant.companyId);
      await scheduleRepository.delete(tx, id, tenant.companyId);
      const salon = released[0];
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'schedule',
        entityId: id,
        salon: salon ? { id: salon.id, name: salon.title } : null,
        details: { title: row.title, salons: released.map((s) => s.id) },
      });
    });
  },
};
