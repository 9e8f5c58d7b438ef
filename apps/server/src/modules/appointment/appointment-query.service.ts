import type { appointmentListQuerySchema, calendarQuerySchema, futureCountQuerySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { cursorsOf, inListOrder, planPageRead } from '../../lib/page-plan.js';
import {
  cachedSalonForCaller,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { findClient } from '../client/index.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { toAppointmentWire } from './appointment.mapper.js';
import { withVisitTotals } from './appointment-visit-totals.js';
import { calendarCache, type CachedCalendar } from './calendar-cache.js';
import { buildCalendarAnswer } from './calendar-weeks.js';
import { appointmentListRepository, DAY_JUMP_FROM, type ListFilter } from './appointment-list.repository.js';
import { type CalendarFilter } from './appointment.repository.js';
import { countFutureAppointments, type FutureOwner } from '../cancellation/index.js';
import { seesAll } from './appointment.rules.js';
import { calendarVersionsOf } from './calendar-version.js';

type CalendarQuery = z.output<typeof calendarQuerySchema>;
type ListQuery = z.output<typeof appointmentListQuerySchema>;
type FutureCountQuery = z.output<typeof futureCountQuerySchema>;

/** No employee has it: a caller limited to their own appointments without an employee sees none. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Basic and intermediate read only their own appointments; the others the whole salon's. */
const ownOnly = (auth: AuthContext) => (seesAll(auth) ? undefined : (auth.employeeId ?? NOBODY));

export const appointmentQueryService = {
  /**
   * The calendar: every appointment overlapping [from, to), soonest first, as serialised JSON with its ETag.
   * Answers are cached per salon calendar version (see calendar-cache.ts); the salon row, with its version,
   * comes from memory too, so an unchanged calendar costs no database read at all.
   */
  async calendar(ctx: AppContext, auth: AuthContext, input: CalendarQuery): Promise<CachedCalendar> {
    const mine = ownOnly(auth);
    const employeeId = mine ?? input.employee_id;
    const nobody = Boolean(mine && input.employee_id && input.employee_id !== mine);
    const { tenant, salon } = await cachedSalonForCaller(ctx, auth, input.salon_id, 'calendar.own');
    // The query without the version: the last answer to it is what the next one is rebuilt from.
    const queryKey = [
      salon.id,
      salon.timeZone,
      employeeId ?? '*',
      nobody ? 'none' : '',
      new Date(input.from).toISOString(),
      new Date(input.to).toISOString(),
      input.service_id ?? '*',
      [...input.status].sort().join(','),
    ].join('|');
    const versions = await calendarVersionsOf(ctx, salon);
    const key = `${versions.calendarVersion}|${queryKey}`;
    const cached = calendarCache.get(key);
    if (cached) return cached;
    if (nobody) return calendarCache.set(key, JSON.stringify({ data: [] }));
    // Read after the versions: the answer holds at least what its version says (never older data cached
    // under a newer version).
    const filter: CalendarFilter = {
      companyId: tenant.companyId,
      salonId: salon.id,
      from: new Date(input.from),
      to: new Date(input.to),
      employeeId,
      serviceId: input.service_id,
      statuses: input.status,
    };
    const body = await buildCalendarAnswer(ctx.db, queryKey, filter, versions.calendarNamesVersion);
    return calendarCache.set(key, body);
  },

  /**
   * Tabs: future (soonest first) and past (newest first), searched over client, employee and service.
   * Exact counts from the kept totals (a search's up to SEARCH_COUNT_CAP, then `capped`), pages by cursor or
   * from the nearer end (see appointment-list.repository).
   */
  async list(ctx: AppContext, auth: AuthContext, query: ListQuery, now = new Date()) {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'calendar.own');
    const { page, limit, cursor } = query;
    const filter: ListFilter = {
      companyId: tenant.companyId,
      salonId: salon.id,
      tab: query.tab,
      q: query.q,
      now,
      employeeId: ownOnly(auth),
    };
    // Looked up once for the count and the page.
    if (filter.q) filter.matches = await appointmentListRepository.searchMatches(ctx.db, filter);
    const { total, capped } = await appointmentListRepository.count(ctx.db, filter);
    // A capped count is no place to read from the end of the list.
    const planned = planPageRead({ page, limit, cursor, total: capped ? undefined : total });
    const read =
      query.tab === 'past' && !query.q && !filter.employeeId && planned.offset >= DAY_JUMP_FROM
        ? await appointmentListRepository.fromItsDay(ctx.db, filter, planned, salon.timeZone)
        : planned;
    const keys = inListOrder(read, await appointmentListRepository.pageKeys(ctx.db, filter, read));
    const rows = await appointmentListRepository.viewsOf(
      ctx.db,
      tenant.companyId,
      keys.map((key) => key.id),
    );
    return {
      data: await withVisitTotals(ctx.db, tenant.companyId, rows.map(toAppointmentWire)),
      meta: { total, page, limit, ...(capped ? { capped } : {}) },
      cursors: cursorsOf(keys, page, limit, (key) => key),
    };
  },

  /**
   * How many future pending or reserved appointments deactivating the client, employee or service would
   * cancel. Asked by whoever may deactivate it, for a record they can see (404 like its own module otherwise).
   */
  async futureCount(ctx: AppContext, auth: AuthContext, query: FutureCountQuery, now = new Date()) {
    const tenant = requireCompany(auth);
    let owner: FutureOwner;
    let salonId: string | undefined;
    if (query.client_id) {
      requirePermission(auth, 'client.manage');
      salonId = (await findClient(ctx.db, query.client_id, tenant.companyId))?.salonId;
      if (!salonId || !inSalonScope(auth, salonId)) throw new AppError('CLIENT_NOT_FOUND');
      owner = { clientId: query.client_id };
    } else if (query.employee_id) {
      requirePermission(auth, 'employee.manage');
      salonId = (await bookingRepository.employee(ctx.db, query.employee_id, tenant.companyId))?.salonId;
      if (!salonId || !inSalonScope(auth, salonId)) throw new AppError('EMPLOYEE_NOT_FOUND');
      owner = { employeeId: query.employee_id };
    } else {
      requirePermission(auth, 'service.manage');
      salonId = (await bookingRepository.service(ctx.db, query.service_id!, tenant.companyId))?.salonId;
      if (!salonId || !inSalonScope(auth, salonId)) throw new AppError('SERVICE_NOT_FOUND');
      owner = { serviceId: query.service_id! };
    }
    return { count: await countFutureAppointments(ctx.db, tenant.companyId, owner, now) };
  },
};
