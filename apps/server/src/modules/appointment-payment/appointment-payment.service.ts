import {
  bolivaresCents,
  can,
  dollarsCentsOfBolivares,
  localDateAt,
  toCents,
  toDollars,
  type AppointmentPaymentBody,
  type AppointmentPaymentMethod,
  type AppointmentPayments,
  type ExchangeRateWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { findAppointmentInScope, requireAppointmentManage, updateAppointment } from '../appointment/index.js';
import { guardClosedDayPayment } from '../cash-close/index.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { rateOn } from '../exchange-rate/index.js';
import { mainMethodOf, toPaymentWire } from './appointment-payment.mapper.js';
import { appointmentPaymentRepository, type PaymentView } from './appointment-payment.repository.js';

/** Today's rate on the salon's clock (official, else the company's own): what a payment in bolívares taken now is converted at. */
const rateToday = (ex: Executor, salon: SalonRow) =>
  rateOn(ex, localDateAt(new Date(), salon.timeZone), salon.companyId);

const dueCents = (row: AppointmentRow) => row.priceCents + (row.travelFeeCents ?? 0);
const paidCents = (views: readonly PaymentView[]) =>
  views.reduce((sum, { payment }) => sum + payment.dollarsCents, 0);

function checkoutOf(
  row: AppointmentRow,
  views: readonly PaymentView[],
  rate: ExchangeRateWire | null,
): AppointmentPayments {
  const due = dueCents(row);
  const paid = paidCents(views);
  return {
    due: toDollars(due),
    paid: toDollars(paid),
    balance: toDollars(Math.max(0, due - paid)),
    tip: toDollars(Math.max(0, paid - due)),
    payments: views.map(toPaymentWire),
    rate,
  };
}

/** What the event log keeps of a payment. */
const logged = (view: PaymentView) => {
  const wire = toPaymentWire(view);
  return {
    method: wire.method,
    currency: wire.currency,
    amount: wire.amount,
    // A payment in dollars has no rate to show.
    ...(wire.rate === null ? {} : { rate: wire.rate, rate_date: wire.rate_date }),
    dollars: wire.dollars,
    reference: wire.reference,
  };
};

/**
 * The appointment's own method follows its payments (the one that paid the most), so lists and the API's
 * `payment_method` say how it was paid; with no payment left it has none.
 */
async function followMainMethod(ex: Executor, row: AppointmentRow, views: readonly PaymentView[]) {
  const method = mainMethodOf(views);
  if (method !== row.paymentMethod)
    await updateAppointment(ex, row.id, row.companyId, { paymentMethod: method });
}

/** What follows a payment taken or removed, in its transaction: the appointment's method, the log entry. */
async function afterChange(
  tx: Executor,
  found: Awaited<ReturnType<typeof findAppointmentInScope>>,
  after: readonly PaymentView[],
  details: Record<string, unknown>,
) {
  await followMainMethod(tx, found.row, after);
  await recordEvent(tx, found.tenant, {
    action: 'update',
    area: 'appointment',
    entityId: found.row.id,
    salon: salonRef(found.salon),
    details,
  });
}

/**
 * A confirmed deposit as a payment of its appointment, in the caller's transaction: pago móvil in
 * bolívares at today's official rate (dollars when none is published), the others in dollars, worth the
 * deposit's dollars either way. Answers the payment's id.
 */
export async function recordDepositPayment(
  tx: Executor,
  found: Awaited<ReturnType<typeof findAppointmentInScope>>,
  deposit: { accountId: string; method: AppointmentPaymentMethod; amountCents: number; reference: string },
): Promise<string> {
  const { row, salon } = found;
  const rate = deposit.method === 'pagoMovil' ? await rateToday(tx, salon) : null;
  const payment = await appointmentPaymentRepository.insert(tx, {
    id: newId(),
    companyId: row.companyId,
    salonId: row.salonId,
    appointmentId: row.id,
    method: deposit.method,
    currency: rate ? 'VES' : 'USD',
    amountCents: rate ? bolivaresCents(deposit.amountCents, rate.rate) : deposit.amountCents,
    rate: rate ? String(rate.rate) : null,
    rateDate: rate ? rate.date : null,
    dollarsCents: deposit.amountCents,
    reference: deposit.reference,
    recordedByAccountId: deposit.accountId,
  });
  const after = await appointmentPaymentRepository.list(tx, row.id, row.companyId);
  const added = after.find((view) => view.payment.id === payment.id)!;
  await afterChange(tx, found, after, { payment_added: logged(added), deposit: true });
  return payment.id;
}

/**
 * An appointment's checkout (docs/decisions.md "Payments per appointment"): who may see the appointment sees
 * its payments; who may change it records them; only an owner or manager removes one.
 */
export const appointmentPaymentService = {
  async list(ctx: AppContext, auth: AuthContext, id: string): Promise<AppointmentPayments> {
    const { row, salon } = await findAppointmentInScope(ctx.db, auth, id);
    const views = await appointmentPaymentRepository.list(ctx.db, id, row.companyId);
    return checkoutOf(row, views, await rateToday(ctx.db, salon));
  },

  /**
   * Records a payment. Bolívares are converted at today's official rate, kept with the payment. A payment
   * over the balance due is refused unless `tip` confirms the extra is the client's tip. Today's cash closed:
   * refused unless an owner or manager gives `close_reason` (docs/decisions.md "The daily cash close").
   */
  async add(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    body: AppointmentPaymentBody,
  ): Promise<AppointmentPayments> {
    return ctx.db.transaction(async (tx) => {
      // The row lock makes two payments taken at once see each other's share of the balance.
      const { tenant, row, salon } = await findAppointmentInScope(tx, auth, id, true);
      requireAppointmentManage(auth, row.employeeId);
      if (row.status === 'cancelled') throw new AppError('PAYMENT_NOT_ALLOWED');
      const rate = await rateToday(tx, salon);
      if (body.currency === 'VES' && !rate) throw new AppError('EXCHANGE_RATE_MISSING');
      const amountCents = toCents(body.amount);
      const dollarsCents =
        body.currency === 'VES' ? dollarsCentsOfBolivares(amountCents, rate!.rate) : amountCents;
      const before = await appointmentPaymentRepository.list(tx, id, row.companyId);
      if (dollarsCents > dueCents(row) - paidCents(before) && !body.tip)
        throw new AppError('PAYMENT_OVER_BALANCE');
      const payment = await appointmentPaymentRepository.insert(tx, {
        id: newId(),
        companyId: row.companyId,
        salonId: row.salonId,
        appointmentId: row.id,
        method: body.method,
        currency: body.currency,
        amountCents,
        rate: body.currency === 'VES' ? String(rate!.rate) : null,
        rateDate: body.currency === 'VES' ? rate!.date : null,
        dollarsCents,
        reference: body.reference,
        recordedByAccountId: auth.accountId,
      });
      const closedDayReason = await guardClosedDayPayment(
        tx,
        auth,
        salon,
        payment,
        'added',
        body.close_reason,
      );
      const after = await appointmentPaymentRepository.list(tx, id, row.companyId);
      const added = after.find((view) => view.payment.id === payment.id)!;
      await afterChange(tx, { tenant, row, salon }, after, {
        payment_added: logged(added),
        ...(closedDayReason ? { closed_day_reason: closedDayReason } : {}),
      });
      return checkoutOf(row, after, rate);
    });
  },

  async remove(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    paymentId: string,
    closeReason?: string,
  ): Promise<AppointmentPayments> {
    return ctx.db.transaction(async (tx) => {
      const { tenant, row, salon } = await findAppointmentInScope(tx, auth, id, true);
      if (!can(auth.role, 'appointment.paymentDelete')) throw new AppError('FORBIDDEN');
      const before = await appointmentPaymentRepository.list(tx, id, row.companyId);
      const removed = before.find((view) => view.payment.id === paymentId);
      if (!removed || !(await appointmentPaymentRepository.delete(tx, id, paymentId, row.companyId)))
        throw new AppError('PAYMENT_NOT_FOUND');
      const closedDayReason = await guardClosedDayPayment(
        tx,
        auth,
        salon,
        removed.payment,
        'removed',
        closeReason,
      );
      const after = before.filter((view) => view !== removed);
      await afterChange(tx, { tenant, row, salon }, after, {
        payment_removed: logged(removed),
        ...(closedDayReason ? { closed_day_reason: closedDayReason } : {}),
      });
      return checkoutOf(row, after, await rateToday(tx, salon));
    });
  },
};
