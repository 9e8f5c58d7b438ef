import {
  formatDateTime,
  formatDecimal,
  formatDuration,
  formatLocalDay,
  formatMoney,
  formatPercent,
  formatRate,
  formatWallTime,
  timeZoneLabel,
  type EventArea,
  type EventLogEntryWire,
} from '@salon/core';
import type { TFunction } from 'i18next';

/** One line of an event's details: a field's label and its value (or "before → after") in words. */
export interface DetailLine {
  field: string;
  label: string;
  text: string;
}

export interface DetailContext {
  t: TFunction;
  lang: string;
  /** The zone of the entry's salon (Venezuela's for company entries): instants are read on its clock. */
  timeZone: string;
  area: EventArea;
}

type Change = { from: unknown; to: unknown };

const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /\b\d{2}:\d{2}\b/g;
const DAY_HOURS = /^\d{2}:\d{2}–\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The server writes a promotion's per-service price as "Corte: $12.00" (docs/decisions.md, event log).
const PRICED_LINE = /^(.*): \$(\d+(?:\.\d+)?)$/;

/** Dollars, as the server logs them (not cents). */
const MONEY_FIELDS = new Set([
  'price',
  'regular_price',
  'discount_price',
  'remote_charge',
  'travel_fee',
  'dollars',
]);
/** Salon switches stored as 0 / 1. */
const SWITCH_FIELDS = new Set(['usePenalty', 'onlineBooking', 'onlineApproval', 'cancelsAllowed']);
/** Ids and stored file paths: meaningless to a reader, so a change says only that it changed. */
const OPAQUE_FIELDS = new Set([
  'avatarPath',
  'coverPath',
  'avatar',
  'scheduleId',
  'placeId',
  'categories',
  'images',
  'image',
  'salons',
  'longitude',
  'latitude',
  'place_id',
  'coordinates',
  'base_location',
]);
/** Where the texts of a field's coded values live; the appointment ones are the appointment screens'. */
const VALUE_TEXTS: Record<string, string> = {
  payment_method: 'appointment.paymentMethods',
  method: 'appointment.paymentMethods',
  currency: 'eventLog.values.currency',
  role: 'roles',
  service_type: 'salon.kind',
  statusSalon: 'salon.status',
  status_process: 'salon.status.verification',
  price_type: 'eventLog.values.priceType',
  mode: 'eventLog.values.mode',
  kind: 'eventLog.values.kind',
  cause: 'eventLog.values.cause',
  source: 'eventLog.values.source',
  calendar_feed: 'eventLog.values.calendarFeed',
  deposit: 'eventLog.values.deposit',
};

const isOpaque = (field: string, value: unknown): boolean =>
  OPAQUE_FIELDS.has(field) ||
  field.endsWith('_id') ||
  (typeof value === 'string' && UUID.test(value)) ||
  (Array.isArray(value) && value.length > 0 && value.every((item) => isOpaque(field, item)));

/** "cancelNoticeHours" / "hidden_reason" → "Cancel notice hours" / "Hidden reason": never a blank label. */
export const humaniseKey = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldLabel = (field: string, t: TFunction): string =>
  t(`eventLog.fields.${field}`, { defaultValue: humaniseKey(field) });

const codedValue = (field: string, value: string, ctx: DetailContext): string => {
  if (field === 'status') {
    const prefix = ctx.area === 'appointment' ? 'appointment.status' : 'eventLog.values.status';
    return ctx.t(`${prefix}.${value}`, { defaultValue: humaniseKey(value) });
  }
  if (field === 'by' && value === 'client') return ctx.t('eventLog.byClient');
  const prefix = VALUE_TEXTS[field];
  return prefix ? ctx.t(`${prefix}.${value}`, { defaultValue: humaniseKey(value) }) : value;
};

const formatText = (field: string, value: string, ctx: DetailContext): string => {
  if (INSTANT.test(value)) return formatDateTime(value, ctx.lang, ctx.timeZone);
  if (LOCAL_DAY.test(value)) return formatLocalDay(value, ctx.lang);
  // A day's hours as the server summarises them: "09:00–19:00 / 13:00–14:00", "—" when closed.
  if (DAY_HOURS.test(value)) return value.replace(WALL_TIME, (time) => formatWallTime(time, ctx.lang));
  if (field === 'timeZone' || field === 'time_zone') return timeZoneLabel(value, ctx.lang);
  const priced = field === 'services' ? PRICED_LINE.exec(value) : null;
  if (priced) return `${priced[1]}: ${formatMoney(Number(priced[2]), ctx.lang)}`;
  return codedValue(field, value, ctx);
};

const formatNumber = (field: string, value: number, ctx: DetailContext, whole: Record<string, unknown>) => {
  if (MONEY_FIELDS.has(field)) return formatMoney(value, ctx.lang);
  // A payment's amount is in its own currency; its rate in bolívares per dollar.
  if (field === 'amount') return formatMoney(value, ctx.lang, whole.currency === 'VES' ? 'VES' : 'USD');
  if (field === 'rate') return formatRate(value, ctx.lang);
  if (field === 'duration') return formatDuration(value);
  if (field === 'openStore') return ctx.t(value ? 'salon.status.open' : 'salon.status.closed');
  if (SWITCH_FIELDS.has(field)) return ctx.t(value ? 'eventLog.values.yes' : 'eventLog.values.no');
  if (field === 'discount') {
    const inDollars = whole.is_dollars;
    const dollars = isChange(inDollars) ? inDollars.to : inDollars;
    return dollars ? formatMoney(value, ctx.lang) : formatPercent(value, ctx.lang);
  }
  return formatDecimal(value, ctx.lang, Number.isInteger(value) ? 0 : 2);
};

/**
 * One value in words, by its type and field: instants on the salon's clock, local days, money, durations,
 * coded values translated, yes/no, lists joined and nested objects as "label: value" pairs.
 */
export function formatDetailValue(
  field: string,
  value: unknown,
  ctx: DetailContext,
  whole: Record<string, unknown> = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isChange(value)) {
    if (isOpaque(field, value.from) && isOpaque(field, value.to)) return ctx.t('eventLog.details.changed');
    return ctx.t('eventLog.details.change', {
      from: formatDetailValue(field, value.from, ctx, whole),
      to: formatDetailValue(field, value.to, ctx, whole),
    });
  }
  if (typeof value === 'boolean') return ctx.t(value ? 'eventLog.values.yes' : 'eventLog.values.no');
  if (typeof value === 'number') return formatNumber(field, value, ctx, whole);
  if (typeof value === 'string') {
    if (value === '—') return ctx.t('eventLog.values.closed');
    return formatText(field, value, ctx);
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => formatDetailValue(field, item, ctx, whole)).join(', ') : '—';
  }
  if (typeof value === 'object') {
    return (
      Object.entries(value as Record<string, unknown>)
        .filter(([key, entry]) => isChange(entry) || !isOpaque(key, entry))
        // A nested record (a payment) is read on its own: its amount goes with its currency.
        .map(
          ([key, entry]) =>
            `${fieldLabel(key, ctx.t)}: ${formatDetailValue(key, entry, ctx, value as Record<string, unknown>)}`,
        )
        .join('; ')
    );
  }
  return String(value);
}

/**
 * The details of an entry as lines: an appointment update's `changedFields` are read as the entry's own
 * fields, and plain ids (who the client is, which images) are left out since they mean nothing to a reader.
 */
export function describeEventDetails(details: Record<string, unknown>, ctx: DetailContext): DetailLine[] {
  const { changedFields, ...rest } = details;
  const nested =
    typeof changedFields === 'object' && changedFields !== null && !Array.isArray(changedFields)
      ? (changedFields as Record<string, unknown>)
      : changedFields === undefined
        ? {}
        : { changedFields };
  const whole = { ...nested, ...rest };
  return Object.entries(whole)
    .filter(([field, value]) => isChange(value) || !isOpaque(field, value))
    .map(([field, value]) => ({
      field,
      label: fieldLabel(field, ctx.t),
      text: formatDetailValue(field, value, ctx, whole),
    }));
}

/**
 * What happened, in words: "Created an online calendar link (Whole salon)" where the action and the area
 * alone would say only "Create · Salon"; otherwise the action on its area.
 */
export function describeEventAction(
  entry: Pick<EventLogEntryWire, 'action' | 'affected_area' | 'details'>,
  t: TFunction,
): string {
  const { calendar_feed: feed, deposit } = entry.details;
  if (typeof feed === 'string' && (entry.action === 'create' || entry.action === 'delete')) {
    return t(`eventLog.what.calendarFeed.${entry.action}`, {
      scope: t(`eventLog.values.calendarFeed.${feed}`, { defaultValue: humaniseKey(feed) }),
    });
  }
  if (deposit === 'confirmed' || deposit === 'rejected') return t(`eventLog.what.deposit.${deposit}`);
  return t('eventLog.details.actionOnArea', {
    action: t(`eventLog.actions.${entry.action}`),
    area: t(`eventLog.areas.${entry.affected_area}`),
  });
}
