import {
  addDays,
  basePriceCents,
  FREE_TIMES_DEFAULTS,
  isoDate,
  nextFreeTimes,
  localDateAt,
  wallClockOf,
  type ServicePreviewWire,
  type ServicePriceWire,
  toDollars,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { liveSalons, inSalonScope, requireCompany, requirePermission } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { closedDaysBetween } from '../appointment/index.js';
import { promotionPricing, pricedService } from '../promotion/index.js';
import { toServiceWire } from './service.mapper.js';
import { serviceRepository } from './service.repository.js';

/** A service the caller may read, with its live salon; anything else reads as missing. */
async function readableService(ctx: AppContext, auth: AuthContext, id: string) {
  requirePermission(auth, 'service.read');
  const tenant = requireCompany(auth);
  const row = await serviceRepository.findOwn(ctx.db, id, tenant.companyId);
  if (!row || !inSalonScope(tenant, row.service.salonId)) throw new AppError('SERVICE_NOT_FOUND');
  const salon = await liveSalons.find(ctx.db, row.service.salonId, tenant.companyId);
  if (!salon) throw new AppError('SERVICE_NOT_FOUND');
  return { tenant, row, salon };
}

export const servicePreviewService = {
  /**
   * The service as a client will see it (docs/product.md "Screens and routes"): what they pay, who performs
   * it and the next free start times in the coming two weeks, from each performer's weekly schedule and days
   * off.
   */
  async preview(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    now: Date = new Date(),
  ): Promise<ServicePreviewWire> {
    const { tenant, row, salon } = await readableService(ctx, auth, id);
    const promotion = (await promotionPricing.today(ctx.db, salon, [row.service], now)).get(row.service.id);
    const performers = await serviceRepository.performersOf(ctx.db, id, tenant.companyId);
    const today = wallClockOf(now, salon.timeZone);
    const [from, to] = [isoDate(today), isoDate(addDays(today, FREE_TIMES_DEFAULTS.days))];
    const daysOff = await serviceRepository.daysOffOf(
      ctx.db,
      performers.map((performer) => performer.id),
      tenant.companyId,
      from,
      to,
    );
    // The salon's closed days are everyone's days off (docs/decisions.md "Closed days").
    const closed = await closedDaysBetween(ctx.db, salon, from, to);
    const free = nextFreeTimes({
      employees: performers.map((performer) => ({
        id: performer.id,
        schedule: performer.schedule,
        daysOff: [...(daysOff.get(performer.id) ?? []), ...closed],
      })),
      durationMinutes: row.service.durationMinutes,
      timeZone: salon.timeZone,
      now,
    });

    return {
      service: toServiceWire(row.service, row.group, promotion),
      price: toDollars(promotion?.price.priceCents ?? basePriceCents(pricedService(row.service))),
      promotion: promotion?.price.promotion
        ? { _id: promotion.price.promotion.id, title: promotion.price.promotion.title }
        : null,
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

  /**
   * What a booking of the service starting at `at` costs: the price on that local day of the salon (a running
   * promotion's, else the discount price, else the regular price) times the service count. The booking
   * dialog fills its price from this, and the server books the same price when none is sent.
   */
  async quote(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    query: { at: string; service_count: number },
  ): Promise<ServicePriceWire> {
    const { row, salon } = await readableService(ctx, auth, id);
    const at = new Date(query.at);
    const price = await promotionPricing.priceAt(ctx.db, salon, row.service, at);
    return {
      date: localDateAt(at, salon.timeZone),
      price: toDollars(price.priceCents * query.service_count),
      unit_price: toDollars(price.priceCents),
      base_price: toDollars(price.basePriceCents),
      regular_price: toDollars(price.regularPriceCents),
      promotion: price.promotion ? { _id: price.promotion.id, title: price.promotion.title } : null,
    };
  },
};
