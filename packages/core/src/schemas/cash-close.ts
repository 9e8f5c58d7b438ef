import { z } from 'zod';
import { APPOINTMENT_PAYMENT_METHODS, PAYMENT_CURRENCIES } from '../constants.js';
import { hasWholeCents } from '../money.js';
import { PAYMENT_MAX_BOLIVARES } from './appointment-payment.js';
import { dateSchema } from './employee.js';
import { exchangeRateWireSchema } from './exchange-rate.js';
import { safeTextSchema } from './safe-text.js';

/**
 * The daily cash close (cierre de caja, docs/decisions.md "The daily cash close"): per salon and local day, the
 * opening float per currency, the money taken per payment method and currency from that day's payments, cash
 * taken out with a reason, the amounts counted by staff, and each line's difference in its currency and in
 * dollars at the day's rate. Closing the day locks its payments; owner or manager may still change one, with a
 * reason (an adjustment shown on the close), or reopen the day.
 */
export const CASH_CLOSE_LIMITS = { reasonMax: 120 } as const;

/** Cash taken out of the till: a withdrawal (to the bank, to the owner) or an expense (supplies, tips paid out). */
export const CASH_MOVEMENT_KINDS = ['withdrawal', 'expense'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** The methods whose money sits in the till: their line's expected amount counts the float and what went out. */
export const CASH_METHODS = ['cash', 'cashBolivares'] as const;

/**
 * A line of the close is one method in one currency, keyed `method:currency` (`cash:USD`, `pagoMovil:VES`).
 * The two cash lines (`cash:USD`, `cashBolivares:VES`) are always there; the others when the day has payments.
 */
export const cashLineKey = (method: string, currency: string) => `${method}:${currency}`;
export const CASH_LINE_KEY_PATTERN = new RegExp(
  `^(${APPOINTMENT_PAYMENT_METHODS.join('|')}):(${PAYMENT_CURRENCIES.join('|')})$`,
);

const AMOUNT = 'validation.cashClose.amount';
/** An amount typed by staff: zero or more, whole cents (three decimals is refused). */
const cashAmountSchema = z.preprocess(
  (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number(AMOUNT).min(0, AMOUNT).max(PAYMENT_MAX_BOLIVARES, AMOUNT).refine(hasWholeCents, AMOUNT),
);

const reasonSchema = safeTextSchema
  .trim()
  .min(1, 'validation.cashClose.reason')
  .max(CASH_CLOSE_LIMITS.reasonMax, 'validation.cashClose.reason');

/** `GET /business/cash-close?salon_id&date`: the day's close, open or closed. A future day is refused. */
export const cashCloseQuerySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  date: dateSchema,
});
export type CashCloseQuery = z.output<typeof cashCloseQuerySchema>;

/**
 * `PUT /business/cash-close`: the float the day opened with and the amounts counted so far (a draft, saved as
 * staff count; a line left out or null is not counted yet). 409 CASH_DAY_CLOSED once the day is closed.
 */
export const cashCloseDraftBodySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  date: dateSchema,
  opening: z.object({ USD: cashAmountSchema, VES: cashAmountSchema }),
  counted: z.record(
    z.string().regex(CASH_LINE_KEY_PATTERN, 'validation.invalid'),
    cashAmountSchema.nullable(),
  ),
});
export type CashCloseDraftBody = z.output<typeof cashCloseDraftBodySchema>;
export type CashCloseDraftBodyInput = z.input<typeof cashCloseDraftBodySchema>;

/** `POST /business/cash-close/movement`: cash taken out of the till that day, with its reason. */
export const cashMovementBodySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  date: dateSchema,
  kind: z.enum(CASH_MOVEMENT_KINDS, 'validation.invalid'),
  currency: z.enum(PAYMENT_CURRENCIES, 'validation.payment.currency'),
  amount: cashAmountSchema.refine((amount) => amount > 0, AMOUNT),
  reason: reasonSchema,
});
export type CashMovementBody = z.output<typeof cashMovementBodySchema>;
export type CashMovementBodyInput = z.input<typeof cashMovementBodySchema>;

export const cashMovementParamsSchema = z.object({ id: z.uuid('validation.invalid') });
export const cashCloseSalonQuerySchema = z.object({ salon_id: z.uuid('validation.salonRequired') });

/**
 * `POST /business/cash-close/close`: closes the day with what was last saved (every line must be counted:
 * 400 on `counted` otherwise). 409 CASH_DAY_CLOSED when it already is.
 */
export const cashCloseDayBodySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  date: dateSchema,
});
export type CashCloseDayBody = z.output<typeof cashCloseDayBodySchema>;

/** `POST /business/cash-close/reopen`: owner or manager opens a closed day again, with a reason (logged). */
export const cashReopenBodySchema = cashCloseDayBodySchema.extend({ reason: reasonSchema });
export type CashReopenBody = z.output<typeof cashReopenBodySchema>;

/**
 * A change to a payment of a closed day, by owner or manager, sends this reason with it (`close_reason` on the
 * payment's POST body or DELETE query); without it, 409 CASH_DAY_CLOSED.
 */
export const closedDayReasonSchema = reasonSchema;

const moneyByCurrency = z.object({ USD: z.number(), VES: z.number() });

export const cashCloseLineWireSchema = z.object({
  key: z.string(),
  method: z.enum(APPOINTMENT_PAYMENT_METHODS),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** A till line (cash in dollars or in bolívares): its expected amount counts the float and what went out. */
  cash: z.boolean(),
  payments: z.number().int(),
  /** Taken that day by this method, in the line's currency. */
  taken: z.number(),
  /** Till lines: the opening float and the cash taken out (withdrawals and expenses); 0 on the others. */
  opening: z.number(),
  out: z.number(),
  /** opening + taken − out. */
  expected: z.number(),
  counted: z.number().nullable(),
  /** counted − expected, in the line's currency; null until counted. */
  difference: z.number().nullable(),
  /** The difference in dollars at the day's rate (a bolívar line without a rate: null). */
  difference_usd: z.number().nullable(),
});
export type CashCloseLineWire = z.infer<typeof cashCloseLineWireSchema>;

export const cashMovementWireSchema = z.object({
  _id: z.string(),
  kind: z.enum(CASH_MOVEMENT_KINDS),
  currency: z.enum(PAYMENT_CURRENCIES),
  amount: z.number(),
  reason: z.string(),
  at: z.string(),
  /** Who entered it (a name). */
  by: z.string(),
});
export type CashMovementWire = z.infer<typeof cashMovementWireSchema>;

/** A payment of the day added or removed after it was closed, with the reason given. */
export const cashAdjustmentWireSchema = z.object({
  _id: z.string(),
  at: z.string(),
  by: z.string(),
  reason: z.string(),
  change: z.enum(['added', 'removed']),
  method: z.enum(APPOINTMENT_PAYMENT_METHODS),
  currency: z.enum(PAYMENT_CURRENCIES),
  amount: z.number(),
  /** What it counts for in dollars (negative when removed). */
  dollars: z.number(),
});
export type CashAdjustmentWire = z.infer<typeof cashAdjustmentWireSchema>;

export const cashCloseWireSchema = z.object({
  salon_id: z.string(),
  date: z.string(),
  status: z.enum(['open', 'closed']),
  /** The day's rate the dollar column is counted at; null while none is published nor entered. */
  rate: exchangeRateWireSchema.nullable(),
  opening: moneyByCurrency,
  lines: z.array(cashCloseLineWireSchema),
  movements: z.array(cashMovementWireSchema),
  /** Tips of the day: what clients paid over their visit's price, in dollars, and on how many visits. */
  tips: z.object({ dollars: z.number(), visits: z.number().int() }),
  /** Deposits confirmed that day (already among the lines' payments), in dollars. */
  deposits: z.object({ dollars: z.number(), count: z.number().int() }),
  totals: z.object({
    taken_usd: z.number(),
    /** Null until every line is counted. */
    difference_usd: z.number().nullable(),
  }),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  adjustments: z.array(cashAdjustmentWireSchema),
});
export type CashCloseWire = z.infer<typeof cashCloseWireSchema>;
export const cashCloseResponseSchema = z.object({ data: cashCloseWireSchema });

/** The welcome dashboard's line for owner and manager: today's close. */
export const cashCloseStatusWireSchema = z.object({
  date: z.string(),
  status: z.enum(['open', 'closed']),
  difference_usd: z.number().nullable(),
});
export type CashCloseStatusWire = z.infer<typeof cashCloseStatusWireSchema>;
