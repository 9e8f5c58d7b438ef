import {
  localDateAt,
  OPEN_DEPOSIT_STATUSES,
  type DepositListItemWire,
  type depositListQuerySchema,
  type DepositReportBody,
  type DepositWire,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { requirePermission, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { AppointmentDepositRow } from '../../db/tables/deposit.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { findAppointmentInScope, updateAppointment, visitTotalsOf } from '../appointment/index.js';
import { recordDepositPayment } from '../appointment-payment/index.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { rateOn } from '../exchange-rate/index.js';
import { planConfirmation } from '../notification/index.js';
import { mailClientAboutDeposit, mailOwnerAboutReport } from './deposit-mail.js';
import { releaseKey } from './deposit-plan.js';
import { toDepositListItem, toDepositWire } from './deposit.mapper.js';
import { depositRepository as repo } from './deposit.repository.js';

type ListQuery = z.output<typeof depositListQuerySchema>;

/** How far back "all" lists deposits that are settled. */
const SETTLED_SHOWN_DAYS = 90;

const isOpen = (deposit: AppointmentDepositRow) => OPEN_DEPOSIT_STATUSES.includes(deposit.status);

/** Today's official rate on the salon's clock: what the bolívares of a deposit are worked out at. */
const rateToday = (ex: Executor, salon: SalonRow) => rateOn(ex, localDateAt(new Date(), salon.timeZone));

export async function depositWireOf(ex: Executor, salon: SalonRow, deposit: AppointmentDepositRow) {
  return toDepositWire(deposit, salon.depositSettings, await rateToday(ex, salon));
}

/**
 * Deposits as staff see to them: who manages the whole calendar (`appointment.all`) lists a
 * salon's, and confirms or rejects what clients reported. Confirming records the deposit as a payment of the
 * appointment and confirms the visit; the client is told either way.
 */
export const depositService = {
  async list(ctx: AppContext, auth: AuthContext, query: ListQuery): Promise<DepositListItemWire[]> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'appointment.all');
    const since = new Date(Date.now() - SETTLED_SHOWN_DAYS * 86_400_000);
    const views = await repo.listOfSalon(ctx.db, tenant.companyId, salon.id, {
      open: query.status === 'open',
      since,
    });
    const rate = await rateToday(ctx.db, salon);
    // A deposit sits on its visit's first part: the card shows the whole visit's services and price.
    const totals = await visitTotalsOf(
      ctx.db,
      tenant.companyId,
      views.map((view) => view.visitId),
    );
    return views.map((view) =>
      toDepositListItem(
        view,
        salon.depositSettings,
        rate,
        (view.visitId && totals.get(view.visitId)) || null,
      ),
    );
  },

  async get(ctx: AppContext, auth: AuthContext, appointmentId: string): Promise<DepositWire> {
    const { row, salon } = await findAppointmentInScope(ctx.db, auth, appointmentId);
    const deposit = await repo.findByAppointment(ctx.db, row.id, row.companyId);
    if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND');
    return depositWireOf(ctx.db, salon, deposit);
  },

  /** The salon received the deposit (reported or not): a payment of the visit, which is now confirmed. */
  async confirm(ctx: AppContext, auth: AuthContext, appointmentId: string): Promise<DepositWire> {
    requirePermission(auth, 'appointment.all');
    return ctx.db.transaction(async (tx) => {
      const found = await findAppointmentInScope(tx, auth, appointmentId, true);
      const deposit = await repo.findByAppointment(tx, found.row.id, found.row.companyId, true);
      if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND');
      if (!isOpen(deposit) || found.row.status !== 'pending') throw new AppError('DEPOSIT_NOT_DUE');
      const paymentId = await recordDepositPayment(tx, found, {
        accountId: auth.accountId,
        method: deposit.method ?? 'other',
        amountCents: deposit.amountCents,
        reference: deposit.reference ?? '',
      });
      const confirmed = await repo.update(tx, deposit, {
        status: 'confirmed',
        paymentId,
        decidedAt: new Date(),
        decidedByAccountId: auth.accountId,
        reason: null,
      });
      await ctx.jobs.cancelByKey(tx, releaseKey(found.row.id));
      // The whole visit is confirmed: its later parts wait with the first.
      for (const part of await repo.pendingParts(tx, found.row)) {
        await updateAppointment(tx, part.id, part.companyId, { status: 'reserved' });
      }
      await planConfirmation(tx, ctx, { ...found.row, status: 'reserved' });
      await recordEvent(tx, found.tenant, {
        action: 'status_change',
        area: 'appointment',
        entityId: found.row.id,
        salon: salonRef(found.salon),
        details: { status: { from: 'pending', to: 'reserved' }, deposit: 'confirmed' },
      });
      return depositWireOf(tx, found.salon, confirmed);
    });
  },

  /** The reported reference is refused: the client is told why and may report again while the hold lasts. */
  async reject(
    ctx: AppContext,
    auth: AuthContext,
    appointmentId: string,
    reason: string,
  ): Promise<DepositWire> {
    requirePermission(auth, 'appointment.all');
    return ctx.db.transaction(async (tx) => {
      const found = await findAppointmentInScope(tx, auth, appointmentId, true);
      const deposit = await repo.findByAppointment(tx, found.row.id, found.row.companyId, true);
      if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND');
      if (deposit.status !== 'reported') throw new AppError('DEPOSIT_NOT_REPORTED');
      const rejected = await repo.update(tx, deposit, {
        status: 'rejected',
        reason,
        decidedAt: new Date(),
        decidedByAccountId: auth.accountId,
      });
      await mailClientAboutDeposit(tx, ctx, rejected, 'rejected', null);
      await recordEvent(tx, found.tenant, {
        action: 'update',
        area: 'appointment',
        entityId: found.row.id,
        salon: salonRef(found.salon),
        details: { deposit: 'rejected', reason },
      });
      return depositWireOf(tx, found.salon, rejected);
    });
  },
};

/**
 * The client reports how they paid, from the visit page (in the caller's transaction, the appointment
 * already found by its link): once per deposit while it holds (again after a rejection), with a method the
 * salon takes and a reference no other deposit of the salon carries. The owner is told.
 */
export async function reportDeposit(
  tx: Executor,
  ctx: AppContext,
  input: { appointmentId: string; salon: SalonRow; body: DepositReportBody; now: Date },
): Promise<AppointmentDepositRow> {
  const { salon, body, now } = input;
  const deposit = await repo.findByAppointment(tx, input.appointmentId, salon.companyId, true);
  if (!deposit) throw new AppError('DEPOSIT_NOT_DUE');
  if (deposit.status === 'reported') throw new AppError('DEPOSIT_ALREADY_REPORTED');
  if (!isOpen(deposit) || deposit.holdUntil <= now) throw new AppError('DEPOSIT_NOT_DUE');
  const taken = {
    pagoMovil: salon.depositSettings.pago_movil,
    zelle: salon.depositSettings.zelle,
    binance: salon.depositSettings.binance,
  };
  if (!taken[body.method]) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'method', code: 'validation.deposit.methodPick', message: 'validation.deposit.methodPick' },
    ]);
  }
  const reference = body.reference.trim();
  if (await repo.referenceTaken(tx, salon, body.method, reference, deposit.id)) {
    throw new AppError('DEPOSIT_REFERENCE_USED');
  }
  let reported;
  try {
    reported = await repo.update(tx, deposit, {
      status: 'reported',
      method: body.method,
      reference,
      reportedAt: now,
    });
  } catch (error) {
    // Two deposits reported with one reference at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('DEPOSIT_REFERENCE_USED');
    throw error;
  }
  await mailOwnerAboutReport(tx, ctx, reported);
  return reported;
}
