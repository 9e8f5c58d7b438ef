import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import { appointments } from '../../db/tables/appointment.table.js';
import { clients } from '../../db/tables/client.table.js';
import { companies } from '../../db/tables/company.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { salons } from '../../db/tables/salon.table.js';
import { services } from '../../db/tables/service.table.js';

/** Everything a client mail about one appointment says, read in one query at the time it is sent. */
export async function findMailFacts(ex: Executor, appointmentId: string) {
  const [row] = await ex
    .select({
      appointment: appointments,
      client: {
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
        phone: clients.phone,
        phoneDigits: clients.phoneDigits,
      },
      employee: { firstName: employees.firstName, lastName: employees.lastName },
      service: { name: services.name },
      salon: {
        title: salons.title,
        serviceType: salons.serviceType,
        address: salons.address,
        city: salons.city,
        phone: salons.phone,
        email: salons.email,
        timeZone: salons.timeZone,
        reminderLeadHours: salons.reminderLeadHours,
      },
      ownerLanguage: users.language,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(employees, eq(employees.id, appointments.employeeId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(salons, eq(salons.id, appointments.salonId))
    .innerJoin(companies, eq(companies.id, appointments.companyId))
    .leftJoin(accounts, eq(accounts.id, companies.ownerAccountId))
    .leftJoin(users, eq(users.id, accounts.userId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

export type MailFacts = NonNullable<Awaited<ReturnType<typeof findMailFacts>>>;
