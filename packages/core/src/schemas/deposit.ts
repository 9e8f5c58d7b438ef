import { z } from 'zod';
import { hasWholeCents } from '../money.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.js';
import { binancePayee, pagoMovilBankPayee, zellePayee } from './payee.js';
import { visitTotalsWireSchema } from './visit-totals.js';

/**
 * Deposits without cards: a salon asks online bookings for a deposit paid by pago móvil, Zelle or
 * Binance Pay; the booking waits (pending, its time held) until staff confirm the reference the client
 * reports on the visit page, or is released when the salon's time runs out. docs/decisions.md "Deposits".
 */
export const DEPOSIT_KINDS = ['none', 'percent', 'amount'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** The appointment payment methods a deposit is paid with (the names of APPOINTMENT_PAYMENT_METHODS). */
export const DEPOSIT_METHODS = ['pagoMovil', 'zelle', 'binance'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/**
 * `awaiting`: nothing reported yet; `reported`: the client gave a reference; `rejected`: staff refused it (the
 * client may report again while the hold lasts); `confirmed`: paid, a payment of the appointment;
 * `released`: the hold ran out unpaid and the booking was cancelled; `waived`: the staff confirmed the booking
 * without it; `kept`/`returned`: the visit was
 * cancelled or missed, and the cancellation policy says whether the salon keeps the confirmed deposit.
 */
export const DEPOSIT_STATUSES = [
  'awaiting',
  'reported',
  'rejected',
  'confirmed',
  'released',
  'waived',
  'kept',
  'returned',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** A deposit still holding its booking's time without being paid. */
export const OPEN_DEPOSIT_STATUSES: readonly DepositStatus[] = ['awaiting', 'reported', 'rejected'];

export const DEPOSIT = {
  holdHoursDefault: 12,
  holdHoursMin: 1,
  holdHoursMax: 72,
  maxPercent: 100,
  maxAmount: 10_000,
  maxNoShows: 20,
} as const;

const KEY = 'validation.deposit';
const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * A salon's deposit rules and where clients pay them. `kind` none: no deposits. Otherwise a booking needs one
 * when a chosen service asks for it (the service's `deposit_required`), when its price reaches `above`
 * (dollars), or when the client has `no_shows` or more no-shows; `value` is a percentage of the booking's
 * price or an amount in dollars (never more than the price).
 */
export const depositSettingsSchema = z
  .object({
    kind: z.enum(DEPOSIT_KINDS, `${KEY}.kind`).default('none'),
    value: z
      .number(`${KEY}.value`)
      .positive(`${KEY}.value`)
      .max(DEPOSIT.maxAmount, `${KEY}.value`)
      .default(0),
    above: optional(z.number(`${KEY}.above`).min(0, `${KEY}.above`).max(DEPOSIT.maxAmount, `${KEY}.above`)),
    no_shows: optional(
      z.number(`${KEY}.noShows`).int(`${KEY}.noShows`).min(1, `${KEY}.noShows`).max(20, `${KEY}.noShows`),
    ),
    hold_hours: z
      .number(`${KEY}.holdHours`)
      .int(`${KEY}.holdHours`)
      .min(DEPOSIT.holdHoursMin, `${KEY}.holdHours`)
      .max(DEPOSIT.holdHoursMax, `${KEY}.holdHours`)
      .default(DEPOSIT.holdHoursDefault),
    pago_movil: optional(pagoMovilBankPayee),
    zelle: optional(zellePayee),
    binance: optional(binancePayee),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'none') return;
    if (value.kind === 'percent' && value.value > DEPOSIT.maxPercent) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${KEY}.percent` });
    }
    if (value.kind === 'amount' && !hasWholeCents(value.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${KEY}.value` });
    }
    if (!value.pago_movil && !value.zelle && !value.binance) {
      ctx.addIssue({ code: 'custom', path: ['pago_movil'], message: `${KEY}.method` });
    }
  });
export type DepositSettings = z.output<typeof depositSettingsSchema>;
export type DepositSettingsBody = z.input<typeof depositSettingsSchema>;

/** A salon's deposit settings as its screens read them. */
export const depositSettingsWireSchema = z.object({
  kind: z.enum(DEPOSIT_KINDS),
  value: z.number(),
  above: z.number().nullable(),
  no_shows: z.number().nullable(),
  hold_hours: z.number(),
  pago_movil: z
    .object({ bank_name: z.string(), bank_code: z.string(), phone: z.string(), rif: z.string() })
    .nullable(),
  zelle: z.object({ email: z.string(), name: z.string() }).nullable(),
  binance: z.object({ pay_id: z.string(), name: z.string() }).nullable(),
});

export const NO_DEPOSITS: DepositSettings = {
  kind: 'none',
  value: 0,
  above: null,
  no_shows: null,
  hold_hours: DEPOSIT.holdHoursDefault,
  pago_movil: null,
  zelle: null,
  binance: null,
};

/**
 * The deposit a booking needs, in cents, or null when none: the salon's rules (above) against the booking's
 * price, its services' flags and the client's no-shows.
 */
export function depositDueCents(
  settings: DepositSettings,
  booking: { priceCents: number; serviceAsks: boolean; clientNoShows: number },
): number | null {
  if (settings.kind === 'none' || booking.priceCents <= 0) return null;
  const needed =
    booking.serviceAsks ||
    (settings.above !== null && booking.priceCents >= Math.round(settings.above * 100)) ||
    (settings.no_shows !== null && booking.clientNoShows >= settings.no_shows);
  if (!needed) return null;
  const cents =
    settings.kind === 'percent'
      ? Math.round((booking.priceCents * settings.value) / 100)
      : Math.round(settings.value * 100);
  return Math.max(1, Math.min(cents, booking.priceCents));
}

/** The deposit of an appointment as the client and the staff see it. */
export const depositWireSchema = z.object({
  status: z.enum(DEPOSIT_STATUSES),
  /** In dollars; `bolivares` at the day's official rate when one is published (null otherwise). */
  amount: z.number(),
  bolivares: z.object({ amount: z.number(), rate: z.number(), date: z.string() }).nullable(),
  /** Until when an unpaid deposit holds the time. */
  hold_until: z.string(),
  /** Where to pay: the salon's details of each method it takes (null: not taken). */
  pay_to: depositSettingsWireSchema.pick({ pago_movil: true, zelle: true, binance: true }),
  method: z.enum(DEPOSIT_METHODS).nullable(),
  reference: z.string().nullable(),
  reported_at: z.string().nullable(),
  /** Why staff refused the reported reference. */
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type DepositWire = z.infer<typeof depositWireSchema>;

/**
 * What a bank, pago móvil, Zelle or Binance Pay reference holds: letters and digits, with the spaces, hyphens,
 * dots and slashes some banks print between groups; it starts with a letter or digit. Anything else (markup,
 * quotes) is no reference and is refused rather than stored as typed.
 */
export const DEPOSIT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

const referenceSchema = z
  .string(`${KEY}.reference`)
  .trim()
  .min(4, `${KEY}.reference`)
  .max(40, `${KEY}.reference`)
  .regex(DEPOSIT_REFERENCE_PATTERN, `${KEY}.reference`);

/** `POST /public/visit/{token}/deposit`: the client reports how they paid. */
export const depositReportBodySchema = z.object({
  method: z.enum(DEPOSIT_METHODS, `${KEY}.methodPick`),
  reference: referenceSchema,
});
export type DepositReportBody = z.input<typeof depositReportBodySchema>;

/** `POST /business/appointment/{id}/deposit/reject`: why the reference is refused (the client reads it). */
export const depositRejectBodySchema = z.object({
  reason: z
    .string(`${KEY}.reason`)
    .trim()
    .min(3, `${KEY}.reason`)
    .max(300, `${KEY}.reason`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE),
});
export type DepositRejectBody = z.input<typeof depositRejectBodySchema>;

/** `GET /business/deposits`: one salon's deposits to see to (not yet paid) or all of the last 90 days. */
export const depositListQuerySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  status: z.enum(['open', 'all'], 'validation.invalid').default('open'),
});

export const depositListItemWireSchema = depositWireSchema.extend({
  appointment_id: z.string(),
  start: z.string(),
  client: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  service: z.string(),
  price: z.number(),
  /** The deposit's visit when it has several services (its first part carries the deposit); else null. */
  visit: visitTotalsWireSchema.nullable(),
});
export type DepositListItemWire = z.infer<typeof depositListItemWireSchema>;
