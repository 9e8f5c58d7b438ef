import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { OPEN_DEPOSIT_STATUSES } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { appointments } from '../../db/tables/appointment.table.js';
import { clients, clientStats } from '../../db/tables/client.table.js';
import { appointmentDeposits, type AppointmentDepositRow } from '../../db/tables/deposit.table.js';
import { services } from '../../db/tables/service.table.js';
import { sameCompanyRow } from '../../lib/same-company.js';

/** A deposit with what a list of them shows. */
export interface DepositView {
  deposit: AppointmentDepositRow;
  startsAt: Date;
  priceCents: number;
  /** The visit of several services the deposit's appointment begins, or null. */
  visitId: string | null;
  client: { id: string; firstName: string; lastName: string; phone: string };
  service: string;
}

export const depositRepository = {
  async insert(
    ex: Executor,
    values: typeof appointmentDeposits.$inferInsert,
  ): Promise<AppointmentDepositRow> {
    const [row] = await ex.insert(appointmentDeposits).values(values).returning();
    return row!;
  },

  async findByAppointment(
    ex: Executor,
    appointmentId: string,
    companyId: string,
    forUpdate = false,
  ): Promise<AppointmentDepositRow | undefined> {
    const query = ex
      .select()
      .from(appointmentDeposits)
      .where(
        and(
          eq(appointmentDeposits.appointmentId, appointmentId),
          eq(appointmentDeposits.companyId, companyId),
        ),
      );
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  async update(
    ex: Executor,
    deposit: { id: string; companyId: string },
    patch: Partial<typeof appointmentDeposits.$inferInsert>,
  ): Promise<AppointmentDepositRow> {
    const [row] = await ex
      .update(appointmentDeposits)
      .set(patch)
      .where(
        and(eq(appointmentDeposits.id, deposit.id), eq(appointmentDeposits.companyId, deposit.companyId)),
      )
      .returning();
    return row!;
  },

  /** The visit's parts (the first included) still pending: confirmed together when its deposit is paid. */
  async pendingParts(ex: Executor, first: { id: string; companyId: string }) {
    return ex
      .select({ id: appointments.id, companyId: appointments.companyId })
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, first.companyId),
          or(eq(appointments.id, first.id), eq(appointments.visitId, first.id)),
          eq(appointments.status, 'pending'),
        ),
      );
  },

  /** The deposit's visit, every part (the first included), locked: its release cancels them. */
  async visitParts(ex: Executor, deposit: AppointmentDepositRow) {
    return ex
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, deposit.companyId),
          or(eq(appointments.id, deposit.appointmentId), eq(appointments.visitId, deposit.appointmentId)),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .for('update');
  },

  /** Whether another deposit of the salon already carries this reference (any case). */
  async referenceTaken(
    ex: Executor,
    salon: { id: string; companyId: string },
    method: string,
    reference: string,
    exceptId: string,
  ) {
    const rows = await ex
      .select({ id: appointmentDeposits.id })
      .from(appointmentDeposits)
      .where(
        and(
          eq(appointmentDeposits.companyId, salon.companyId),
          eq(appointmentDeposits.salonId, salon.id),
          sql`${appointmentDeposits.method} = ${method}`,
          sql`lower(${appointmentDeposits.reference}) = lower(${reference})`,
          sql`${appointmentDeposits.id} <> ${exceptId}`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** The client's no-shows in the salon (kept by the client figures' triggers). */
  async noShowsOf(ex: Executor, clientId: string, companyId: string): Promise<number> {
    const [row] = await ex
      .select({ noShows: clientStats.noShows })
      .from(clientStats)
      .where(and(eq(clientStats.clientId, clientId), eq(clientStats.companyId, companyId)));
    return row?.noShows ?? 0;
  },

  /** One salon's deposits: the open ones soonest released first, or (all) every one of the last `since`. */
  async listOfSalon(
    ex: Executor,
    companyId: string,
    salonId: string,
    options: { open: boolean; since: Date },
  ): Promise<DepositView[]> {
    return ex
      .select({
        deposit: appointmentDeposits,
        startsAt: appointments.startsAt,
        priceCents: appointments.priceCents,
        visitId: appointments.visitId,
        client: {
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          phone: clients.phone,
        },
        service: services.name,
      })
      .from(appointmentDeposits)
      .innerJoin(
        appointments,
        sameCompanyRow(appointments, appointmentDeposits.appointmentId, appointmentDeposits.companyId),
      )
      .innerJoin(clients, sameCompanyRow(clients, appointments.clientId, appointments.companyId))
      .innerJoin(services, sameCompanyRow(services, appointments.serviceId, appointments.companyId))
      .where(
        and(
          eq(appointmentDeposits.companyId, companyId),
          eq(appointmentDeposits.salonId, salonId),
          options.open
            ? inArray(appointmentDeposits.status, [...OPEN_DEPOSIT_STATUSES])
            : or(
                inArray(appointmentDeposits.status, [...OPEN_DEPOSIT_STATUSES]),
                gt(appointmentDeposits.createdAt, options.since),
              ),
        ),
      )
      .orderBy(
        options.open ? asc(appointmentDeposits.holdUntil) : desc(appointmentDeposits.createdAt),
        asc(appointmentDeposits.id),
      )
      .limit(500);
  },
};
