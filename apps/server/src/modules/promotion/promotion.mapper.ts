import {
  basePriceCents,
  promotionalPriceCents,
  promotionStatusOn,
  type PricedService,
  type PromotionFields,
  type PromotionTerms,
  type PromotionWire,
  toDollars,
} from '@salon/core';
import type { ServiceRow } from '../../db/tables/service.table.js';
import type { PromotionLine } from './promotion.repository.js';
import type { NewPromotion, PromotionRow } from '../../db/tables/promotion.table.js';

export const pricedService = (row: ServiceRow): PricedService => ({
  id: row.id,
  regularPriceCents: row.regularPriceCents,
  discountPriceCents: row.discountPriceCents,
});

/** The stored discount (hundredths) as core reads it: basis points of a percentage, or cents. */
export function termsOf(
  row: PromotionRow,
  lines: readonly { serviceId: string; priceCents: number | null }[],
): PromotionTerms {
  return {
    id: row.id,
    title: row.title,
    start: row.startsOn,
    end: row.endsOn,
    mode: row.mode,
    discount:
      row.mode === 'discount' && row.discount !== null
        ? row.isDollars
          ? { cents: row.discount }
          : { percent: row.discount / 100 }
        : null,
    lines: lines.map((line) => ({ serviceId: line.serviceId, priceCents: line.priceCents })),
  };
}

/**
 * The columns a promotion form sets; the discount is kept in hundredths
 * (docs/product.md "Money, prices and reports": money in cents).
 */
export const toPromotionColumns = (fields: PromotionFields) =>
  ({
    title: fields.title,
    startsOn: fields.start,
    endsOn: fields.end,
    mode: fields.mode,
    discount: fields.discount === null ? null : Math.round(fields.discount * 100),
    isDollars: fields.is_dollars,
  }) satisfies Partial<NewPromotion>;

export function toPromotionWire(
  row: PromotionRow,
  lines: readonly PromotionLine[],
  today: string,
): PromotionWire {
  const terms = termsOf(
    row,
    lines.map(({ line }) => line),
  );
  const priced = lines.map(({ line, service }) => {
    const priceCents =
      promotionalPriceCents(pricedService(service), terms) ?? basePriceCents(pricedService(service));
    const originalCents = line.originalPriceCents ?? basePriceCents(pricedService(service));
    return {
      service: { _id: service.id, name: service.name, status: service.status },
      original_price: toDollars(originalCents),
      price: toDollars(priceCents),
    };
  });
  return {
    _id: row.id,
    salon_id: row.salonId,
    title: row.title,
    start: row.startsOn,
    end: row.endsOn,
    mode: row.mode,
    services:
      row.mode === 'discount'
        ? priced.map((line) => line.service._id)
        : priced.map((line) => ({
            service: line.service._id,
            original_price: line.original_price,
            price: line.price,
          })),
    discount: row.mode === 'discount' && row.discount !== null ? row.discount / 100 : null,
    is_dollars: row.isDollars,
    discounted_price: priced.length ? Math.min(...priced.map((line) => line.price)) : null,
    lines: priced,
    status: promotionStatusOn({ start: row.startsOn, end: row.endsOn }, today),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an event log entry compares of a promotion, in wire terms, naming its services. */
export const loggedFields = (
  row: PromotionRow,
  lines: readonly { serviceName: string; priceCents: number | null }[],
) => ({
  title: row.title,
  start: row.startsOn,
  end: row.endsOn,
  mode: row.mode,
  discount: row.discount === null ? null : row.discount / 100,
  is_dollars: row.isDollars,
  services: lines.map((line) =>
    line.priceCents === null
      ? line.serviceName
      : `${line.serviceName}: $${toDollars(line.priceCents).toFixed(2)}`,
  ),
});
