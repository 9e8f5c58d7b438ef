import {
  localDateAt,
  VENEZUELA_TIME_ZONE,
  type AdminExchangeRateListQuery,
  type ExchangeRateWire,
  type SetExchangeRateBody,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { cachedSalonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { ExchangeRateRow } from '../../db/tables/exchange-rate.table.js';
import { rateText, toAdminExchangeRateWire, toExchangeRateWire } from './exchange-rate.mapper.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';

/**
 * The rate that applies on `date` (YYYY-MM-DD): that date's, else the last one published before it (a
 * weekend or holiday uses the previous business day's); null when none was entered up to then. Every use
 * records both the figure and `date`, the rate's own date, which may be earlier than the one asked for.
 */
export async function rateOn(ex: Executor, date: string): Promise<ExchangeRateWire | null> {
  const row = await exchangeRateRepository.findOnOrBefore(ex, date);
  return row ? toExchangeRateWire(row) : null;
}

/** Today's date on Venezuela's clock, the day of every platform matter (billing, the administrator). */
export const todayInCaracas = (now = new Date()): string => localDateAt(now, VENEZUELA_TIME_ZONE);

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
    const id = salonId ?? auth.salonId;
    const timeZone = id
      ? (await cachedSalonForCaller(ctx, auth, id, 'salon.read')).salon.timeZone
      : VENEZUELA_TIME_ZONE;
    return rateOn(ctx.db, localDateAt(new Date(), timeZone));
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
