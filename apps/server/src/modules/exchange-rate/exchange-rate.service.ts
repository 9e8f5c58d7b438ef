import {
  can,
  DEFAULT_RATE_SOURCE,
  localDateAt,
  VENEZUELA_TIME_ZONE,
  type SetCompanyExchangeRateBody,
  type AdminExchangeRateListQuery,
  type ExchangeRateWire,
  type SetExchangeRateBody,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { cachedSalonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { ExchangeRateRow } from '../../db/tables/exchange-rate.table.js';
import { rateNumber, rateText, toAdminExchangeRateWire, toExchangeRateWire } from './exchange-rate.mapper.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';

/**
 * The rate that applies on `date` (YYYY-MM-DD): that date's, else the last one published before it (a
 * weekend or holiday uses the previous business day's); null when none was entered up to then. Every use
 * records both the figure and `date`, the rate's own date, which may be earlier than the one asked for.
 * With `companyId`, that company's own entry (docs/decisions.md "A company's own rate") counts too when it
 * is of a later date than the official one: an official rate of the same date outranks it.
 */
export async function rateOn(
  ex: Executor,
  date: string,
  companyId?: string,
): Promise<ExchangeRateWire | null> {
  const official = await exchangeRateRepository.findOnOrBefore(ex, date);
  const own = companyId ? await exchangeRateRepository.findCompanyOnOrBefore(ex, companyId, date) : undefined;
  if (own && (!official || own.date > official.date))
    return {
      date: own.date,
      rate: rateNumber(own.rate),
      source: DEFAULT_RATE_SOURCE,
      entered_by_salon: true,
    };
  return official ? toExchangeRateWire(official) : null;
}

/** Today's date on Venezuela's clock, the day of every platform matter (billing, the administrator). */
export const todayInCaracas = (now = new Date()): string => localDateAt(now, VENEZUELA_TIME_ZONE);

/** Today on the clock of the salon asked for (checked like any salon of the caller's), else the employee's, else Caracas. */
async function todayOfCaller(ctx: AppContext, auth: AuthContext, salonId?: string): Promise<string> {
  const id = salonId ?? auth.salonId;
  const timeZone = id
    ? (await cachedSalonForCaller(ctx, auth, id, 'salon.read')).salon.timeZone
    : VENEZUELA_TIME_ZONE;
  return localDateAt(new Date(), timeZone);
}

/** Runs in the saving transaction with the row before (undefined for a new date) and after: the audit entry. */
export type RateSavedHook = (
  tx: Executor,
  before: ExchangeRateRow | undefined,
  after: ExchangeRateRow,
) => Promise<void>;

export const exchangeRateService = {
  /**
   * Today's applicable rate for a business screen: today on the clock of the salon asked for (`salon_id`,
   * checked like any salon of the caller's), else of the employee's salon, else Venezuela's.
   */
  async today(ctx: AppContext, auth: AuthContext, salonId?: string): Promise<ExchangeRateWire | null> {
    return rateOn(ctx.db, await todayOfCaller(ctx, auth, salonId), auth.companyId ?? undefined);
  },

  /**
   * The owner or a manager enters today's BCV rate for their company while no official rate of today is
   * published (409 EXCHANGE_RATE_PUBLISHED once it is); entering it again replaces it. Answers today's rate.
   */
  async setForCompany(
    ctx: AppContext,
    auth: AuthContext,
    body: SetCompanyExchangeRateBody,
  ): Promise<ExchangeRateWire> {
    if (!auth.companyId || !can(auth.role, 'exchangeRate.enter')) throw new AppError('FORBIDDEN');
    const companyId = auth.companyId;
    const date = await todayOfCaller(ctx, auth, body.salon_id);
    return ctx.db.transaction(async (tx) => {
      const official = await exchangeRateRepository.findOnOrBefore(tx, date);
      if (official?.date === date) throw new AppError('EXCHANGE_RATE_PUBLISHED');
      await exchangeRateRepository.upsertCompany(tx, {
        companyId,
        date,
        rate: rateText(body.rate),
        enteredByAccountId: auth.accountId,
      });
      return (await rateOn(tx, date, companyId))!;
    });
  },

  async list(ctx: AppContext, query: AdminExchangeRateListQuery) {
    const { rows, total } = await exchangeRateRepository.list(ctx.db, query);
    return {
      data: rows.map(toAdminExchangeRateWire),
      meta: { total, page: query.page, limit: query.limit },
    };
  },

  /**
   * A platform administrator sets the rate of a date; entering the date again replaces it, the feed's value
   * included. `onSaved` writes the audit entry in the same transaction.
   */
  async set(
    ctx: Pick<AppContext, 'db'>,
    adminId: string,
    body: SetExchangeRateBody,
    onSaved: RateSavedHook,
  ): Promise<ExchangeRateRow> {
    return ctx.db.transaction(async (tx) => {
      const before = await exchangeRateRepository.lockByDate(tx, body.date);
      const after = await exchangeRateRepository.upsert(tx, {
        date: body.date,
        rate: rateText(body.rate),
        source: body.source,
        origin: 'admin',
        enteredByAdminId: adminId,
      });
      await onSaved(tx, before, after);
      return after;
    });
  },
};
