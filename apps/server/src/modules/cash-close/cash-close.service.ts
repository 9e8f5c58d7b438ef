import {
  can,
  localDateAt,
  rangeInstants,
  toCents,
  toDollars,
  type CashCloseDayBody,
  type CashCloseDraftBody,
  type CashCloseQuery,
  type CashCloseStatusWire,
  type CashCloseWire,
  type CashMovementBody,
  type CashReopenBody,
  type Permission,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { salonForCaller, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { rateOn } from '../exchange-rate/index.js';
import { toAdjustmentWire, toLineWire, toMovementWire, unitsOrNull } from './cash-close.mapper.js';
import { cashCloseRepository, type CashDay, type DayInstants } from './cash-close.repository.js';
import { linesOf, tipsOf, totalDifferenceUsd } from './cash-close.rules.js';

interface SalonDay {
  tenant: TenantAuth;
  salon: SalonRow;
  day: CashDay;
  instants: DayInstants;
}

const instantsOf = (date: string, timeZone: string): DayInstants =>
  rangeInstants({ from: date, to: date }, timeZone);

/** The caller's salon and day, after the permission and scope checks; a day not yet come is refused. */
async function salonDay(
  ex: Executor,
  auth: AuthContext,
  salonId: string,
  date: string,
  permission: Permission,
): Promise<SalonDay> {
  const { tenant, salon } = await salonForCaller(ex, auth, salonId, permission);
  if (date > localDateAt(new Date(), salon.timeZone)) throw new AppError('CASH_FUTURE_DAY');
  return {
    tenant,
    salon,
    day: { companyId: tenant.companyId, salonId: salon.id, date },
    instants: instantsOf(date, salon.timeZone),
  };
}

/** Everything the close shows, counted afresh from the day's payments. */
async function read(
  ex: Executor,
  { day, instants }: Pick<SalonDay, 'day' | 'instants'>,
): Promise<CashCloseWire> {
  const [found, payments, visits, deposits, movements, adjustments, rate] = await Promise.all([
    cashCloseRepository.find(ex, day),
    cashCloseRepository.payments(ex, day, instants),
    cashCloseRepository.paidVisits(ex, day, instants),
    cashCloseRepository.deposits(ex, day, instants),
    cashCloseRepository.movements(ex, day),
    cashCloseRepository.adjustments(ex, day),
    rateOn(ex, day.date, day.companyId),
  ]);
  const close = found?.close;
  const opening = { USD: close?.openingUsdCents ?? 0, VES: close?.openingVesCents ?? 0 };
  const lines = linesOf({
    payments,
    opening,
    counted: close?.counted ?? {},
    movements: movements.map(({ movement }) => movement),
    rate: rate?.rate ?? null,
  });
  const tips = tipsOf(visits, instants.end);
  return {
    salon_id: day.salonId,
    date: day.date,
    status: close?.status ?? 'open',
    rate,
    opening: { USD: toDollars(opening.USD), VES: toDollars(opening.VES) },
    lines: lines.map(toLineWire),
    movements: movements.map(toMovementWire),
    tips: { dollars: toDollars(tips.cents), visits: tips.visits },
    deposits: {
      dollars: toDollars(deposits.reduce((sum, deposit) => sum + deposit.dollarsCents, 0)),
      count: deposits.length,
    },
    totals: {
      taken_usd: toDollars(payments.reduce((sum, payment) => sum + payment.dollarsCents, 0)),
      difference_usd: unitsOrNull(totalDifferenceUsd(lines)),
    },
    closed_at: close?.closedAt?.toISOString() ?? null,
    closed_by: close?.status === 'closed' ? found!.closedBy : null,
    adjustments: adjustments.map(toAdjustmentWire),
  };
}

/** The day's close row, made if missing and locked, refused once closed: every change to a day starts here. */
async function openDayForChange(tx: Executor, day: CashDay) {
  await cashCloseRepository.ensure(tx, day);
  const found = await cashCloseRepository.find(tx, day, true);
  if (found!.close.status === 'closed') throw new AppError('CASH_DAY_CLOSED');
  return found!.close;
}

/**
 * The daily cash close (docs/decisions.md "The daily cash close"): owner, manager and secretary
 * (`cashClose.manage`) count and close a salon's day; owner and manager (`cashClose.reopen`) reopen it.
 */
export const cashCloseService = {
  async get(ctx: AppContext, auth: AuthContext, query: CashCloseQuery): Promise<CashCloseWire> {
    return read(ctx.db, await salonDay(ctx.db, auth, query.salon_id, query.date, 'cashClose.manage'));
  },

  /** Saves the float and what was counted so far; a line left out is not counted. */
  async saveDraft(ctx: AppContext, auth: AuthContext, body: CashCloseDraftBody): Promise<CashCloseWire> {
    return ctx.db.transaction(async (tx) => {
      const target = await salonDay(tx, auth, body.salon_id, body.date, 'cashClose.manage');
      await openDayForChange(tx, target.day);
      const counted = Object.fromEntries(
        Object.entries(body.counted).map(([key, amount]) => [key, amount === null ? null : toCents(amount)]),
      );
      await cashCloseRepository.update(tx, target.day, {
        openingUsdCents: toCents(body.opening.USD),
        openingVesCents: toCents(body.opening.VES),
        counted,
      });
      return read(tx, target);
    });
  },

  async addMovement(ctx: AppContext, auth: AuthContext, body: CashMovementBody): Promise<CashCloseWire> {
    return ctx.db.transaction(async (tx) => {
      const target = await salonDay(tx, auth, body.salon_id, body.date, 'cashClose.manage');
      await openDayForChange(tx, target.day);
      const movement = await cashCloseRepository.insertMovement(tx, {
        id: newId(),
        ...target.day,
        kind: body.kind,
        currency: body.currency,
        amountCents: toCents(body.amount),
        reason: body.reason,
        accountId: auth.accountId,
      });
      await recordEvent(tx, target.tenant, {
        action: 'create',
        area: 'salon',
        entityId: movement.id,
        salon: salonRef(target.salon),
        details: {
          cash_taken_out: body.kind,
          date: body.date,
          amount: `${body.amount} ${body.currency}`,
          reason: body.reason,
        },
      });
      return read(tx, target);
    });
  },

  async removeMovement(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    salonId: string,
  ): Promise<CashCloseWire> {
    return ctx.db.transaction(async (tx) => {
      const { tenant, salon } = await salonForCaller(tx, auth, salonId, 'cashClose.manage');
      const movement = await cashCloseRepository.findMovement(tx, tenant.companyId, salon.id, id);
      if (!movement) throw new AppError('NOT_FOUND');
      const target = {
        day: { companyId: tenant.companyId, salonId: salon.id, date: movement.date },
        instants: instantsOf(movement.date, salon.timeZone),
      };
      await openDayForChange(tx, target.day);
      await cashCloseRepository.deleteMovement(tx, tenant.companyId, id);
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'salon',
        entityId: movement.id,
        salon: salonRef(salon),
        details: {
          cash_taken_out: movement.kind,
          date: movement.date,
          amount: `${toDollars(movement.amountCents)} ${movement.currency}`,
          reason: movement.reason,
        },
      });
      return read(tx, target);
    });
  },

  /** Closes the day with what was last saved: every line must be counted. */
  async close(ctx: AppContext, auth: AuthContext, body: CashCloseDayBody): Promise<CashCloseWire> {
    return ctx.db.transaction(async (tx) => {
      const target = await salonDay(tx, auth, body.salon_id, body.date, 'cashClose.manage');
      await openDayForChange(tx, target.day);
      const before = await read(tx, target);
      if (before.lines.some((line) => line.counted === null))
        throw new AppError('VALIDATION_FAILED', [
          {
            field: 'counted',
            code: 'validation.cashClose.countedMissing',
            message: 'Count every line before closing the cash',
          },
        ]);
      await cashCloseRepository.update(tx, target.day, {
        status: 'closed',
        closedAt: new Date(),
        closedByAccountId: auth.accountId,
      });
      await recordEvent(tx, target.tenant, {
        action: 'status_change',
        area: 'salon',
        salon: salonRef(target.salon),
        details: {
          cash_close: 'closed',
          date: body.date,
          taken_usd: before.totals.taken_usd,
          difference_usd: before.totals.difference_usd,
        },
      });
      return read(tx, target);
    });
  },

  async reopen(ctx: AppContext, auth: AuthContext, body: CashReopenBody): Promise<CashCloseWire> {
    return ctx.db.transaction(async (tx) => {
      const target = await salonDay(tx, auth, body.salon_id, body.date, 'cashClose.reopen');
      const found = await cashCloseRepository.find(tx, target.day, true);
      if (found?.close.status !== 'closed') throw new AppError('CASH_DAY_OPEN');
      await cashCloseRepository.update(tx, target.day, {
        status: 'open',
        closedAt: null,
        closedByAccountId: null,
      });
      await recordEvent(tx, target.tenant, {
        action: 'status_change',
        area: 'salon',
        salon: salonRef(target.salon),
        details: { cash_close: 'reopened', date: body.date, reason: body.reason },
      });
      return read(tx, target);
    });
  },

  /** Today's close of a salon for the welcome dashboard: only who may reopen sees it. */
  async statusToday(ex: Executor, auth: AuthContext, salon: SalonRow): Promise<CashCloseStatusWire | null> {
    if (!can(auth.role, 'cashClose.reopen') || !auth.companyId) return null;
    const date = localDateAt(new Date(), salon.timeZone);
    const wire = await read(ex, {
      day: { companyId: auth.companyId, salonId: salon.id, date },
      instants: instantsOf(date, salon.timeZone),
    });
    return { date, status: wire.status, difference_usd: wire.totals.difference_usd };
  },
};
