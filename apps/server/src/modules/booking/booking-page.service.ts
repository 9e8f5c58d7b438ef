import type { bookingAvailabilityQuerySchema, bookingFreeDaysQuerySchema } from '@salon/core';
import {
  FREE_DAYS,
  freeDaysOf,
  isoDate,
  localDateAt,
  wallClockOf,
  type BookingAvailabilityWire,
  type FreeDaysWire,
  type Language,
  type PublicSalonWire,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import {
  createCalendarCache,
  freeTimes,
  readCalendarVersions,
  salonScheduleDays,
  toSlotWire,
} from '../appointment/index.js';
import { rateOn } from '../exchange-rate/index.js';
import { salonCategories } from '../salon/index.js';
import { promotionPricing } from '../promotion/index.js';
import { visibleReviews } from '../review/index.js';
import { toPublicSalonWire } from './booking.mapper.js';
import { partsSlots, toPartsSlotWire } from './booking-parts.js';
import { bookingPageRepository } from './booking.repository.js';
import {
  bookingBounds,
  chosenServices,
  closedReason,
  openSalonOrThrow,
  partsPlanFor,
  salonOrThrow,
  staffFor,
  visitShape,
} from './booking.rules.js';

type AvailabilityQuery = z.output<typeof bookingAvailabilityQuerySchema>;
type FreeDaysQuery = z.output<typeof bookingFreeDaysQuerySchema>;
const RECENT_REVIEWS = 5;
/** Serialised availability answers of the public page, in their own byte budget. */
export const availabilityCache = createCalendarCache(16 * 1024 * 1024);

export const bookingPageService = {
  /** Everything the public page shows, read fresh (the route lets browsers keep it a minute). */
  async page(ctx: AppContext, slug: string, language: Language, now = new Date()): Promise<PublicSalonWire> {
    const salon = await salonOrThrow(ctx.db, slug);
    const services = await bookingPageRepository.activeServices(ctx.db, salon);
    const [reason, categories, days, staff, gallery, reviews, promotions, rate] = await Promise.all([
      closedReason(ctx.db, salon, now),
      salonCategories(ctx.db, [salon.id], salon.companyId),
      salonScheduleDays(ctx.db, salon.scheduleId, salon.companyId),
      bookingPageRepository.bookableStaff(ctx.db, salon),
      bookingPageRepository.gallery(ctx.db, salon),
      visibleReviews(ctx.db, { companyId: salon.companyId, salonId: salon.id }, RECENT_REVIEWS),
      promotionPricing.today(
        ctx.db,
        salon,
        services.map((row) => row.service),
        now,
      ),
      salon.showBolivares ? rateOn(ctx.db, localDateAt(now, salon.timeZone)) : null,
    ]);
    return toPublicSalonWire({
      salon,
      language,
      storage: ctx.storage,
      reason,
      categories: categories.get(salon.id) ?? [],
      days,
      services,
      promotions,
      staff,
      gallery,
      rating: { average: reviews.average, count: reviews.count },
      reviews: reviews.latest,
      whatsappAvailable: !!ctx.whatsapp,
      bolivares: rate && { rate: rate.rate, date: rate.date },
    });
  },

  /**
   * Free start times of the chosen services done one after another by one employee, within the salon's
   * window and notice (the engine of the staff calendar, so both agree), already serialised. Answers are
   * kept per salon calendar version (bumped by the database on every appointment change) and minute: fifty
   * clients browsing one salon's month cost one computation, and a booking is seen at once. Hours, days off
   * and staff changes (which do not bump the version) show within the minute; a booking is checked afresh.
   * With a person per service (`employee_ids`), each part with its own (booking-parts.ts), who named per part.
   */
  async availability(ctx: AppContext, slug: string, query: AvailabilityQuery, now = new Date()) {
    const salon = await openSalonOrThrow(ctx.db, slug, now);
    const { earliest, latest } = bookingBounds(salon, now);
    const firstDay = isoDate(wallClockOf(earliest, salon.timeZone));
    const lastDay = isoDate(wallClockOf(latest, salon.timeZone));
    const from = query.from > firstDay ? query.from : firstDay;
    const to = query.to < lastDay ? query.to : lastDay;
    const key = [
      salon.id,
      // The version of the database this answer is read from (a read replica's own, migration 0045).
      (await readCalendarVersions(ctx.db, salon)).calendarVersion,
      query.service_ids.join(','),
      query.employee_id ?? '*',
      query.employee_ids?.map((id) => id ?? '*').join(',') ?? '',
      from,
      to,
      Math.floor(now.getTime() / 60_000),
    ].join('|');
    const cached = availabilityCache.get(key);
    if (cached) return cached;
    const services = await chosenServices(ctx.db, salon, query.service_ids);
    const find = await slotFinder(ctx.db, salon, services, query, now);
    const answer: BookingAvailabilityWire = {
      time_zone: salon.timeZone,
      duration: visitShape(services).durationMinutes,
      slots: to < from ? [] : await find(from, to),
    };
    return availabilityCache.set(key, JSON.stringify({ data: answer }));
  },

  /**
   * The next local days from `from` on, within the salon's window and notice, with a free start for the whole
   * visit (docs/decisions.md "Next free days"): the engine asked a couple of weeks at a time until `limit`
   * days are found or the window ends. Kept like the free times, per calendar version and minute.
   */
  async freeDays(ctx: AppContext, slug: string, query: FreeDaysQuery, now = new Date()) {
    const salon = await openSalonOrThrow(ctx.db, slug, now);
    const { earliest, latest } = bookingBounds(salon, now);
    const firstDay = isoDate(wallClockOf(earliest, salon.timeZone));
    const lastDay = isoDate(wallClockOf(latest, salon.timeZone));
    const start = query.from > firstDay ? query.from : firstDay;
    const key = [
      'days',
      salon.id,
      (await readCalendarVersions(ctx.db, salon)).calendarVersion,
      query.service_ids.join(','),
      query.employee_id ?? '*',
      query.employee_ids?.map((id) => id ?? '*').join(',') ?? '',
      start,
      query.limit,
      Math.floor(now.getTime() / 60_000),
    ].join('|');
    const cached = availabilityCache.get(key);
    if (cached) return cached;
    const services = await chosenServices(ctx.db, salon, query.service_ids);
    const find = await slotFinder(ctx.db, salon, services, query, now);
    const days: string[] = [];
    for (let from = start; from <= lastDay && days.length < query.limit;) {
      const chunkEnd = shiftDay(from, FREE_DAYS.chunkDays - 1);
      const to = chunkEnd < lastDay ? chunkEnd : lastDay;
      const slots = await find(from, to);
      days.push(
        ...freeDaysOf(
          slots.map((slot) => slot.start),
          salon.timeZone,
          query.limit,
        ),
      );
      from = shiftDay(to, 1);
    }
    const answer: FreeDaysWire = { time_zone: salon.timeZone, days: days.slice(0, query.limit) };
    return availabilityCache.set(key, JSON.stringify({ data: answer }));
  },
};

/** A local date `days` later (YYYY-MM-DD; calendar dates, so UTC arithmetic holds). */
const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * How the visit's free starts over local days are found, for the people the question names: one employee
 * (or anyone) for the whole visit, or a person per service (booking-parts.ts, who named per part). Starts
 * keep to the salon's notice and window.
 */
async function slotFinder(
  ex: Executor,
  salon: SalonRow,
  services: readonly ServiceRow[],
  query: Pick<AvailabilityQuery, 'employee_id' | 'employee_ids'>,
  now: Date,
): Promise<(from: string, to: string) => Promise<BookingAvailabilityWire['slots']>> {
  const { earliest, latest } = bookingBounds(salon, now);
  if (query.employee_ids) {
    const plan = await partsPlanFor(ex, salon, services, query.employee_ids);
    return async (from, to) =>
      (await partsSlots(ex, salon, plan, { from, to }, now)).map(toPartsSlotWire(services));
  }
  const staff = await staffFor(ex, salon, services, query.employee_id);
  const shape = visitShape(services);
  return async (from, to) =>
    (
      await freeTimes(ex, {
        companyId: salon.companyId,
        salon,
        staff,
        ...shape,
        from,
        to,
        now: earliest,
      })
    )
      .filter((slot) => slot.start <= latest)
      .map(toSlotWire);
}
