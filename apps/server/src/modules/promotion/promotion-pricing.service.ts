import { localDateAt, priceAt, priceOn, type PromotionTerms, type ServicePrice } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { pricedService, termsOf } from './promotion.mapper.js';
import { promotionRepository } from './promotion.repository.js';

interface SalonRef {
  id: string;
  companyId: string;
  timeZone: string;
}

/** Live promotions of a salon running between two local dates, as core's pricing reads them. */
async function termsRunning(
  ex: Executor,
  salon: SalonRef,
  from: string,
  to: string,
  serviceIds?: readonly string[],
): Promise<PromotionTerms[]> {
  const rows = await promotionRepository.running(ex, {
    companyId: salon.companyId,
    salonId: salon.id,
    from,
    to,
    serviceIds,
  });
  const byId = new Map<
    string,
    { row: (typeof rows)[number]['promotion']; lines: (typeof rows)[number]['line'][] }
  >();
  for (const { promotion, line } of rows) {
    const entry = byId.get(promotion.id) ?? { row: promotion, lines: [] };
    entry.lines.push(line);
    byId.set(promotion.id, entry);
  }
  return [...byId.values()].map(({ row, lines }) => termsOf(row, lines));
}

/**
 * The price a client pays (docs/product.md "Money, prices and reports"): the one place the server asks it, so
 * bookings, the service list and the preview agree. The promotion's days are the salon's local days.
 */
export const promotionPricing = {
  /** The price of one service at an instant. */
  async priceAt(ex: Executor, salon: SalonRef, service: ServiceRow, instant: Date): Promise<ServicePrice> {
    const day = localDateAt(instant, salon.timeZone);
    const terms = await termsRunning(ex, salon, day, day, [service.id]);
    return priceAt(pricedService(service), terms, instant, salon.timeZone);
  },

  /** The service's price at each of several instants (a series' dates), its promotions read once. */
  async pricesAt(
    ex: Executor,
    salon: SalonRef,
    service: ServiceRow,
    instants: readonly Date[],
  ): Promise<ServicePrice[]> {
    if (instants.length === 0) return [];
    const days = instants.map((instant) => localDateAt(instant, salon.timeZone)).sort();
    const terms = await termsRunning(ex, salon, days[0]!, days.at(-1)!, [service.id]);
    return instants.map((instant) => priceAt(pricedService(service), terms, instant, salon.timeZone));
  },

  /** For each service a promotion covers today (the salon's day of `now`): that promotion and its price. */
  async today(
    ex: Executor,
    salon: SalonRef,
    services: readonly ServiceRow[],
    now: Date = new Date(),
  ): Promise<Map<string, { price: ServicePrice; end: string }>> {
    const day = localDateAt(now, salon.timeZone);
    const terms = await termsRunning(
      ex,
      salon,
      day,
      day,
      services.map((service) => service.id),
    );
    const found = new Map<string, { price: ServicePrice; end: string }>();
    if (terms.length === 0) return found;
    for (const service of services) {
      const price = priceOn(pricedService(service), terms, day);
      const promotion = price.promotion && terms.find((candidate) => candidate.id === price.promotion!.id);
      if (promotion) found.set(service.id, { price, end: promotion.end });
    }
    return found;
  },
};
