import { can, localDateAt } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { AppointmentPaymentRow } from '../../db/tables/appointment-payment.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { cashCloseRepository } from './cash-close.repository.js';

/**
 * A payment added or removed on a day whose cash is closed (its local day in the salon's zone), in the
 * payment's transaction: refused with 409 CASH_DAY_CLOSED, unless the caller may reopen the day and gives a
 * reason; then it goes through and the close lists it as an adjustment. Answers the reason applied, if any,
 * for the payment's log entry.
 */
export async function guardClosedDayPayment(
  tx: Executor,
  auth: AuthContext,
  salon: SalonRow,
  payment: AppointmentPaymentRow,
  change: 'added' | 'removed',
  reason: string | undefined,
): Promise<string | null> {
  const day = {
    companyId: salon.companyId,
    salonId: salon.id,
    date: localDateAt(payment.paidAt, salon.timeZone),
  };
  // Locked so a close counting the day waits for this payment, or this payment sees the close.
  const found = await cashCloseRepository.find(tx, day, true);
  if (found?.close.status !== 'closed') return null;
  if (!reason || !can(auth.role, 'cashClose.reopen')) throw new AppError('CASH_DAY_CLOSED');
  await cashCloseRepository.insertAdjustment(tx, {
    id: newId(),
    ...day,
    paymentId: payment.id,
    change,
    method: payment.method,
    currency: payment.currency,
    amountCents: payment.amountCents,
    dollarsCents: payment.dollarsCents,
    reason,
    accountId: auth.accountId,
  });
  return reason;
}
