import { isLiveStatus } from '@salon/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { appointments, type AppointmentRow } from '../../db/tables/appointment.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { appointmentViewRepository, type AppointmentWithSalon } from '../appointment-view/index.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';

/** Everything a client mail about one appointment says, read when it is sent (with the owner's language). */
export type MailFacts = AppointmentWithSalon;

/** What decides whether and how a client is told (canReach) and when they are reminded: the salon and client. */
export type ReachFacts = Pick<MailFacts, 'salon' | 'client'>;

/** By the appointment's company; null only for a job queued without one (read by id alone). */
export const findMailFacts = (
  ex: Executor,
  appointmentId: string,
  companyId: string | null,
): Promise<MailFacts | undefined> =>
  appointmentViewRepository.findWithSalon(ex, appointmentId, companyId ? { companyId } : {});

/** An occurrence a series' message lists. */
export interface ListedOccurrence {
  startsAt: Date;
  employee: string;
  priceCents: number;
}

/**
 * The occurrences a series' message lists, as they are now, soonest first: the cancelled ones for a
 * cancellation, the ones still standing for a change (one cancelled since is told of on its own).
 */
export async function findListedOccurrences(
  ex: Executor,
  ids: readonly string[],
  mail: 'changed' | 'cancelled',
  companyId: string,
): Promise<ListedOccurrence[]> {
  const rows = await ex
    .select({
      startsAt: appointments.startsAt,
      status: appointments.status,
      priceCents: appointments.priceCents,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(appointments)
    .innerJoin(employees, sameCompanyRow(employees, appointments.employeeId, appointments.companyId))
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.id, [...ids])))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows
    .filter((row) => (mail === 'cancelled' ? row.status === 'cancelled' : isLiveStatus(row.status)))
    .map((row) => ({
      startsAt: row.startsAt,
      employee: `${row.firstName} ${row.lastName}`.trim(),
      priceCents: row.priceCents,
    }));
}

/** One appointment's row by id (a visit's first part, from a later part's job or write). */
export async function findAppointmentRow(
  ex: Executor,
  id: string,
  companyId: string,
): Promise<AppointmentRow | undefined> {
  const [row] = await ex
    .select()
    .from(appointments)
    .where(rowOfCompany(appointments, id, companyId))
    .limit(1);
  return row;
}
