import {
  addDays,
  FREE_TIMES_DEFAULTS,
  isoDate,
  nextFreeTimes,
  wallClockOf,
  type ServicePreviewWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { inSalonScope, requireCompany, requirePermission } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { salonRepository } from '../salon/salon.repository.js';
import { clientPriceCents, toDollars, toServiceWire } from './service.mapper.js';
import { serviceRepository } from './service.repository.js';

export const servicePreviewService = {
  /**
   * The service as a client will see it (DECISIONS.md "Screens"): what they pay, who performs it and the next
   * free start times in the coming two weeks, from each performer's weekly schedule and days off.
   */
  async preview(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    now: Date = new Date(),
  ): Promise<ServicePreviewWire> {
    requirePermission(auth, 'service.read');
    const tenant = requireCompany(auth);
    const row = await serviceRepository.findOwn(ctx.db, id, tenant.companyId);
    if (!row || !inSalonScope(tenant, row.service.salonId)) throw new AppError('SERVICE_NOT_FOUND');
    const salon = await salonRepository.findLive(ctx.db, row.service.salonId, tenant.companyId);
    if (!salon) throw new AppError('SERVICE_NOT_FOUND');

    const performers = await serviceRepository.performersOf(ctx.db, id, tenant.companyId);
    const today = wallClockOf(now, salon.timeZone);
    const daysOff = await serviceRepository.daysOffOf(
      ctx.db,
      performers.map((performer) => performer.id),
      tenant.companyId,
      isoDate(today),
      isoDate(addDays(today, FREE_TIMES_DEFAULTS.days)),
    );
    const free = nextFreeTimes({
      employees: performers.map((performer) => ({
        id: performer.id,
        schedule: performer.schedule,
        daysOff: daysOff.get(performer.id) ?? [],
      })),
      durationMinutes: row.service.durationMinutes,
      timeZone: salon.timeZone,
      now,
    });

    return {
      service: toServiceWire(row.service, row.group),
      price: toDollars(clientPriceCents(row.service)),
      time_zone: salon.timeZone,
      employees: performers.map((performer) => ({
        _id: performer.id,
        name: `${performer.firstName} ${performer.lastName}`.trim(),
        avatar: performer.avatarPath ? ctx.storage.urlFor(performer.avatarPath) : null,
      })),
      next_free_times: free.map((time) => ({
        start: time.start.toISOString(),
        employee_id: time.employeeId,
      })),
    };
  },
};
