import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import {
  appointmentPayments,
  type AppointmentPaymentRow,
} from '../../db/tables/appointment-payment.table.js';

export interface PaymentView {
  payment: AppointmentPaymentRow;
  recordedBy: { name: string; surname: string } | null;
}

export const appointmentPaymentRepository = {
  /** An appointment's payments, oldest first, with who recorded each. */
  async list(ex: Executor, appointmentId: string, companyId: string): Promise<PaymentView[]> {
    const rows = await ex
      .select({ payment: appointmentPayments, name: users.name, surname: users.surname })
      .from(appointmentPayments)
      .leftJoin(accounts, eq(accounts.id, appointmentPayments.recordedByAccountId))
      .leftJoin(users, eq(users.id, accounts.userId))
      .where(
        and(
          eq(appointmentPayments.appointmentId, appointmentId),
          eq(appointmentPayments.companyId, companyId),
        ),
      )
      .orderBy(asc(appointmentPayments.paidAt), asc(appointmentPayments.id));
    return rows.map((row) => ({
      payment: row.payment,
      recordedBy: row.name === null ? null : { name: row.name, surname: row.surname ?? '' },
    }));
  },

  async insert(
    ex: Executor,
    values: typeof appointmentPayments.$inferInsert,
  ): Promise<AppointmentPaymentRow> {
    const [row] = await ex.insert(appointmentPayments).values(values).returning();
    return row!;
  },

  /** Removes one payment of the appointment; undefined when it has no such payment. */
  async delete(
    ex: Executor,
    appointmentId: string,
    id: string,
    companyId: string,
  ): Promise<AppointmentPaymentRow | undefined> {
    const [row] = await ex
      .delete(appointmentPayments)
      .where(
        and(
          eq(appointmentPayments.id, id),
          eq(appointmentPayments.appointmentId, appointmentId),
          eq(appointmentPayments.companyId, companyId),
        ),
      )
      .returning();
    return row;
  },
};
