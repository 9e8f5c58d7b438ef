import type { Language } from '@salon/core';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import { appointments, type AppointmentRow } from '../../db/tables/appointment.table.js';
import { companies } from '../../db/tables/company.table.js';
import { appointmentViewRepository, type AppointmentWithSalon } from '../appointment-view/index.js';

/** Everything a client mail about one appointment says, read when it is sent. */
export interface MailFacts extends AppointmentWithSalon {
  /** The owner's language, which client mails speak (a client has no language of their own). */
  ownerLanguage: Language | null;
}

export async function findMailFacts(ex: Executor, appointmentId: string): Promise<MailFacts | undefined> {
  const view = await appointmentViewRepository.findWithSalon(ex, appointmentId);
  if (!view) return undefined;
  const [owner] = await ex
    .select({ language: users.language })
    .from(companies)
    .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(companies.id, view.appointment.companyId))
    .limit(1);
  return { ...view, ownerLanguage: owner?.language ?? null };
}

/** One appointment's row by id (a visit's first part, from a later part's job or write). */
export async function findAppointmentRow(ex: Executor, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await ex.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row;
}
