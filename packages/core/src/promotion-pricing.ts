import { isoDate, wallClockOf } from './availability.js';

/**
 * Promotions and the price a client pays (docs/product.md "Money, prices and reports"): pure functions in
 * integer cents over local dates (`YYYY-MM-DD`) of the salon's time zone. A promotion runs whole local days,
 * its end day included.
 */

export const PROMOTION_MODES = ['discount', 'per_service'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

export const PROMOTION_STATUSES = ['active', 'scheduled', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What decides a service's price: its regular price and its standing discount price. */
export interface PricedService {
  id: string;
  regularPriceCents: number;
  discountPriceCents: number | null;
}

/** `discount` mode: one cut for every covered service, a percentage or an amount of cents. */
export type PromotionDiscount = { percent: number } | { cents: number };

export interface PromotionTerms {
  id: string;
  title: string;
  /** First and last local day, inclusive. */
  start: string;
  end: string;
  mode: PromotionMode;
  /** Set in `discount` mode, null in `per_service` mode. */
  discount: PromotionDiscount | null;
  /** The covered services; in `per_service` mode each carries its promotional price. */
  lines: readonly { serviceId: string; priceCents: number | null }[];
}

export interface ServicePrice {
  /** What the client pays. */
  priceCents: number;
  /** What they would pay without the promotion: the discount price, else the regular price. */
  basePriceCents: number;
  regularPriceCents: number;
  /** The promotion that set the price, if one did. */
  promotion: { id: string; title: string } | null;
}

/** The local date of an instant in a time zone. */
export const localDateAt = (instant: Date, timeZone: string): string =>
  isoDate(wallClockOf(instant, timeZone));

/** What a client pays without any promotion: the discount price when set, else the regular price. */
export const basePriceCents = (service: PricedService): number =>
  service.discountPriceCents ?? service.regularPriceCents;

/** A discount applied to a base price, never below 0; a percentage rounds to the nearest cent. */
export function discountedCents(baseCents: number, discount: PromotionDiscount): number {
  if ('cents' in discount) return Math.max(0, baseCents - discount.cents);
  // Percentages keep two decimals: work in basis points so 12.5 % of 1999 cents is exact before rounding.
  const basisPoints = Math.round(discount.percent * 100);
  return Math.max(0, Math.round((baseCents * (10_000 - basisPoints)) / 10_000));
}

/** The price the promotion gives the service, or null when it does not cover it (whatever the day). */
export function promotionalPriceCents(service: PricedService, promotion: PromotionTerms): number | null {
  const line = promotion.lines.find((candidate) => candidate.serviceId === service.id);
  if (!line) return null;
  if (promotion.mode === 'per_service') return line.priceCents;
  return promotion.discount ? discountedCents(basePriceCents(service), promotion.discount) : null;
}

/** Whether the promotion runs on that local day (end day included). */
const runsOn = (promotion: { start: string; end: string }, localDate: string): boolean =>
  promotion.start <= localDate && localDate <= promotion.end;

export function promotionStatusOn(promotion: { start: string; end: string }, today: string): PromotionStatus {
  if (today < promotion.start) return 'scheduled';
  if (today > promotion.end) return 'ended';
  return 'active';
}

/**
 * The price of a service on a local day: the promotional price when a promotion running that day covers it,
 * else its discount price, else its regular price. Two promotions never cover one service on one day (the
 * API refuses the second); should data ever break that rule, the lower price wins so the answer is stable.
 */
export function priceOn(
  service: PricedService,
  promotions: readonly PromotionTerms[],
  localDate: string,
): ServicePrice {
  const base = basePriceCents(service);
  let best: ServicePrice = {
    priceCents: base,
    basePriceCents: base,
    regularPriceCents: service.regularPriceCents,
    promotion: null,
  };
  for (const promotion of promotions) {
    if (!runsOn(promotion, localDate)) continue;
    const price = promotionalPriceCents(service, promotion);
    if (price === null) continue;
    if (best.promotion === null || price < best.priceCents) {
      best = { ...best, priceCents: price, promotion: { id: promotion.id, title: promotion.title } };
    }
  }
  return best;
}

/** The price of a service at an instant, on the local day of the salon's time zone. */
export const priceAt = (
  service: PricedService,
  promotions: readonly PromotionTerms[],
  instant: Date,
  timeZone: string,
): ServicePrice => priceOn(service, promotions, localDateAt(instant, timeZone));
