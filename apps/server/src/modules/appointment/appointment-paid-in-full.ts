import { isBolivarOnlyMethod, localDateAt } from '@salon/core';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { Executor } from '../../lib/db.js';
import { rateOn } from '../exchange-rate/index.js';
import { appointmentRepository } from './appointment.repository.js';

/**
 * Marked done with its method and nothing recorded: paid in full that way. A method that only takes bolívares
 * (card terminal, cash in bolívares) is recorded in bolívares at today's rate, never as dollars it cannot hold;
 * without a rate nothing is recorded, and the checkout shows the visit as still due.
 */
export async function recordPaidInFull(
  tx: Executor,
  row: AppointmentRow,
  salon: SalonRow,
  accountId: string,
): Promise<void> {
  const bolivares = row.paymentMethod !== null && isBolivarOnlyMethod(row.paymentMethod);
  if (!bolivares) return appointmentRepository.recordPaidInFull(tx, row, accountId);
  const rate = await rateOn(tx, localDateAt(new Date(), salon.timeZone), salon.companyId);
  if (rate) await appointmentRepository.recordPaidInFull(tx, row, accountId, rate);
}
