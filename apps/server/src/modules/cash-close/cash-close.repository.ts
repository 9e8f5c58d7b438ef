import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import { appointmentPayments } from '../../db/tables/appointment-payment.table.js';
import { appointments } from '../../db/tables/appointment.table.js';
import {
  cashAdjustments,
  cashCloses,
  cashMovements,
  type CashCloseRow,
} from '../../db/tables/cash-close.table.js';
import { appointmentDeposits } from '../../db/tables/deposit.table.js';

/** One salon's day: the key every read and write of the close is scoped by. */
export interface CashDay {
  companyId: string;
  salonId: string;
  date: string;
}
/** The instants of that local day in the salon's zone: from its first up to (not including) the next day's. */
export interface DayInstants {
  start: Date;
  end: Date;
}

const nameOf = sql<string>`trim(coalesce(${users.name}, '') || ' ' || coalesce(${users.surname}, ''))`;

/** The rows of one salon's day in any of the close's three tables (each is keyed by company, salon and date). */
const onDay = (table: typeof cashCloses | typeof cashMovements | typeof cashAdjustments, day: CashDay) =>
  and(eq(table.companyId, day.companyId), eq(table.salonId, day.salonId), eq(table.date, day.date));

const paidThatDay = (day: CashDay, instants: DayInstants) =>
  and(
    eq(appointmentPayments.companyId, day.companyId),
    eq(appointmentPayments.salonId, day.salonId),
    gte(appointmentPayments.paidAt, instants.start),
    lt(appointmentPayments.paidAt, instants.end),
  );

export const cashCloseRepository = {
  /** The day's close with who closed it; `lock` holds the row until the transaction ends. */
  async find(ex: Executor, day: CashDay, lock = false) {
    const query = ex
      .select({ close: cashCloses, closedBy: nameOf })
      .from(cashCloses)
      .leftJoin(accounts, eq(accounts.id, cashCloses.closedByAccountId))
      .leftJoin(users, eq(users.id, accounts.userId))
      .where(onDay(cashCloses, day))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: cashCloses }) : await query;
    return row ? { close: row.close, closedBy: row.closedBy || null } : undefined;
  },

  /** The day's row, made open and empty when it has none yet (two staff at once meet on the key). */
  async ensure(ex: Executor, day: CashDay): Promise<void> {
    await ex.insert(cashCloses).values(day).onConflictDoNothing();
  },

  async update(ex: Executor, day: CashDay, values: Partial<typeof cashCloses.$inferInsert>) {
    const [row] = await ex
      .update(cashCloses)
      .set({ ...values, updatedAt: new Date() })
      .where(onDay(cashCloses, day))
      .returning();
    return row as CashCloseRow;
  },

  /** The payments taken in the salon on that day. */
  async payments(ex: Executor, day: CashDay, instants: DayInstants) {
    return ex
      .select({
        id: appointmentPayments.id,
        method: appointmentPayments.method,
        currency: appointmentPayments.currency,
        amountCents: appointmentPayments.amountCents,
        dollarsCents: appointmentPayments.dollarsCents,
      })
      .from(appointmentPayments)
      .where(paidThatDay(day, instants));
  },

  /**
   * Each appointment paid that day with all its payments' dollars, its last payment and what it was due:
   * its tip is counted once, on the day of its last payment.
   */
  async paidVisits(ex: Executor, day: CashDay, instants: DayInstants) {
    const paidToday = ex
      .select({ id: appointmentPayments.appointmentId })
      .from(appointmentPayments)
      .where(paidThatDay(day, instants));
    return ex
      .select({
        paidCents: sql<number>`sum(${appointmentPayments.dollarsCents})`.mapWith(Number),
        lastPaidAt: sql<Date>`max(${appointmentPayments.paidAt})`.mapWith((value) => new Date(value)),
        dueCents:
          sql<number>`${appointments.priceCents} + coalesce(${appointments.travelFeeCents}, 0)`.mapWith(
            Number,
          ),
      })
      .from(appointmentPayments)
      .innerJoin(
        appointments,
        and(
          eq(appointments.companyId, appointmentPayments.companyId),
          eq(appointments.id, appointmentPayments.appointmentId),
        ),
      )
      .where(
        and(
          eq(appointmentPayments.companyId, day.companyId),
          inArray(appointmentPayments.appointmentId, paidToday),
        ),
      )
      .groupBy(appointmentPayments.appointmentId, appointments.priceCents, appointments.travelFeeCents);
  },

  /** The confirmed deposits whose payment is one of the day's, with that payment's dollars. */
  async deposits(ex: Executor, day: CashDay, instants: DayInstants) {
    return ex
      .select({ dollarsCents: appointmentPayments.dollarsCents })
      .from(appointmentDeposits)
      .innerJoin(
        appointmentPayments,
        and(
          eq(appointmentPayments.companyId, appointmentDeposits.companyId),
          eq(appointmentPayments.id, appointmentDeposits.paymentId),
        ),
      )
      .where(
        and(
          eq(appointmentDeposits.companyId, day.companyId),
          eq(appointmentDeposits.status, 'confirmed'),
          paidThatDay(day, instants),
        ),
      );
  },

  async movements(ex: Executor, day: CashDay) {
    return ex
      .select({ movement: cashMovements, by: nameOf })
      .from(cashMovements)
      .leftJoin(accounts, eq(accounts.id, cashMovements.accountId))
      .leftJoin(users, eq(users.id, accounts.userId))
      .where(onDay(cashMovements, day))
      .orderBy(asc(cashMovements.createdAt), asc(cashMovements.id));
  },

  async insertMovement(ex: Executor, values: typeof cashMovements.$inferInsert) {
    const [row] = await ex.insert(cashMovements).values(values).returning();
    return row!;
  },

  /** A movement of the salon (any day); undefined when it has none by that id. */
  async findMovement(ex: Executor, companyId: string, salonId: string, id: string) {
    const [row] = await ex
      .select()
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.companyId, companyId),
          eq(cashMovements.salonId, salonId),
          eq(cashMovements.id, id),
        ),
      )
      .limit(1);
    return row;
  },

  async deleteMovement(ex: Executor, companyId: string, id: string) {
    await ex
      .delete(cashMovements)
      .where(and(eq(cashMovements.companyId, companyId), eq(cashMovements.id, id)));
  },

  async adjustments(ex: Executor, day: CashDay) {
    return ex
      .select({ adjustment: cashAdjustments, by: nameOf })
      .from(cashAdjustments)
      .leftJoin(accounts, eq(accounts.id, cashAdjustments.accountId))
      .leftJoin(users, eq(users.id, accounts.userId))
      .where(onDay(cashAdjustments, day))
      .orderBy(asc(cashAdjustments.at), asc(cashAdjustments.id));
  },

  async insertAdjustment(ex: Executor, values: typeof cashAdjustments.$inferInsert) {
    await ex.insert(cashAdjustments).values(values);
  },
};

export type CashCloseView = NonNullable<Awaited<ReturnType<typeof cashCloseRepository.find>>>;
export type DayPayment = Awaited<ReturnType<typeof cashCloseRepository.payments>>[number];
export type MovementView = Awaited<ReturnType<typeof cashCloseRepository.movements>>[number];
export type AdjustmentView = Awaited<ReturnType<typeof cashCloseRepository.adjustments>>[number];
