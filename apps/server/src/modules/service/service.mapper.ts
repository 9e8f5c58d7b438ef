import { toCents, toDollars, type ServiceFields, type ServicePrice, type ServiceWire } from '@salon/core';
import type { NewService, ServiceRow } from '../../db/tables/service.table.js';

const maybeCents = (dollars: number | null) => (dollars === null ? null : toCents(dollars));
const maybeDollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** The columns a service form sets; a remote charge only means something for a remote service. */
export const toServiceColumns = (fields: ServiceFields) =>
  ({
    groupId: fields.group,
    name: fields.name,
    regularPriceCents: toCents(fields.regular_price),
    discountPriceCents: maybeCents(fields.discount_price),
    durationMinutes: fields.duration,
    description: fields.description,
    remote: fields.remote,
    remoteChargeCents: fields.remote ? maybeCents(fields.remote_charge) : null,
    depositRequired: fields.deposit_required,
    priceType: fields.price_type,
    status: fields.status,
    bufferBeforeMinutes: fields.buffer_before,
    bufferAfterMinutes: fields.buffer_after,
    processingStartMinutes: fields.processing_start,
    processingMinutes: fields.processing_minutes,
  }) satisfies Partial<NewService>;

/** A promotion running today over the service, with the price it gives (from the promotion pricing). */
export interface TodaysPromotion {
  price: ServicePrice;
  end: string;
}

export const toServiceWire = (
  row: ServiceRow,
  group: { id: string; name: string },
  today?: TodaysPromotion,
): ServiceWire => ({
  _id: row.id,
  salon_id: row.salonId,
  name: row.name,
  group: { _id: group.id, name: group.name },
  regular_price: toDollars(row.regularPriceCents),
  discount_price: maybeDollars(row.discountPriceCents),
  duration: row.durationMinutes,
  description: row.description,
  remote: row.remote,
  remote_charge: maybeDollars(row.remoteChargeCents),
  deposit_required: row.depositRequired,
  price_type: row.priceType,
  status: row.status,
  buffer_before: row.bufferBeforeMinutes,
  buffer_after: row.bufferAfterMinutes,
  processing_start: row.processingStartMinutes,
  processing_minutes: row.processingMinutes,
  promotion: today?.price.promotion
    ? {
        _id: today.price.promotion.id,
        title: today.price.promotion.title,
        price: toDollars(today.price.priceCents),
        end: today.end,
      }
    : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The fields an update log entry compares, in wire terms (dollars, group id). */
export const loggedFields = (row: ServiceRow) => ({
  name: row.name,
  group: row.groupId,
  regular_price: toDollars(row.regularPriceCents),
  discount_price: maybeDollars(row.discountPriceCents),
  duration: row.durationMinutes,
  description: row.description,
  remote: row.remote,
  remote_charge: maybeDollars(row.remoteChargeCents),
  deposit_required: row.depositRequired,
  price_type: row.priceType,
  status: row.status,
  buffer_before: row.bufferBeforeMinutes,
  buffer_after: row.bufferAfterMinutes,
  processing_start: row.processingStartMinutes,
  processing_minutes: row.processingMinutes,
});
