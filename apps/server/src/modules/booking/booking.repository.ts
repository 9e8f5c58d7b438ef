import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { companyOfRoute } from '../../lib/shard-routes.js';
import { appointments } from '../../db/tables/appointment.table.js';
import { employees, employeeServices, type EmployeeRow } from '../../db/tables/employee.table.js';
import { eventLog } from '../../db/tables/event-log.table.js';
import { salonImages } from '../../db/tables/gallery.table.js';
import { salons, type SalonRow } from '../../db/tables/salon.table.js';
import { serviceGroups, services, type ServiceRow } from '../../db/tables/service.table.js';
import { BY_CLIENT } from '../event-log/index.js';
import { sameCompanyRow } from '../../lib/same-company.js';

/** What the public booking page and its calls read (no tenant: the slug finds the salon). */
export const bookingPageRepository = {
  /** A live salon by its slug; deleted salons keep their slug but are not found. */
  async salonBySlug(ex: Executor, slug: string): Promise<SalonRow | undefined> {
    const [row] = await ex
      .select()
      .from(salons)
      .where(
        and(
          eq(salons.companyId, companyOfRoute('salon_slug', slug)),
          eq(salons.slug, slug),
          isNull(salons.deletedAt),
        ),
      )
      .limit(1);
    return row;
  },

  /** Active services of the salon with their group's name, group by group. */
  async activeServices(ex: Executor, salon: SalonRow) {
    return ex
      .select({ service: services, group: { id: serviceGroups.id, name: serviceGroups.name } })
      .from(services)
      .innerJoin(serviceGroups, sameCompanyRow(serviceGroups, services.groupId, services.companyId))
      .where(
        and(
          eq(services.companyId, salon.companyId),
          eq(services.salonId, salon.id),
          eq(services.status, 'active'),
        ),
      )
      .orderBy(asc(serviceGroups.name), asc(services.name));
  },

  /** Active services of the salon among `ids`, in the order asked. */
  async servicesByIds(ex: Executor, salon: SalonRow, ids: readonly string[]): Promise<ServiceRow[]> {
    const rows = await ex
      .select()
      .from(services)
      .where(
        and(
          inArray(services.id, [...ids]),
          eq(services.companyId, salon.companyId),
          eq(services.salonId, salon.id),
          eq(services.status, 'active'),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is ServiceRow => !!row);
  },

  /** Employees who can be booked (in the calendar, not deactivated) with the ids of what each performs. */
  async bookableStaff(ex: Executor, salon: SalonRow) {
    const rows = await ex
      .select({ employee: employees, serviceId: employeeServices.serviceId })
      .from(employees)
      .leftJoin(
        employeeServices,
        and(
          eq(employeeServices.employeeId, employees.id),
          eq(employeeServices.companyId, employees.companyId),
        ),
      )
      .where(
        and(
          eq(employees.companyId, salon.companyId),
          eq(employees.salonId, salon.id),
          eq(employees.deactivated, false),
          eq(employees.activeInCalendar, true),
        ),
      )
      .orderBy(asc(employees.firstName), asc(employees.id));
    const staff = new Map<string, { employee: EmployeeRow; serviceIds: Set<string> }>();
    for (const row of rows) {
      const entry = staff.get(row.employee.id) ?? { employee: row.employee, serviceIds: new Set<string>() };
      if (row.serviceId) entry.serviceIds.add(row.serviceId);
      staff.set(row.employee.id, entry);
    }
    return [...staff.values()];
  },

  async gallery(ex: Executor, salon: SalonRow) {
    return ex
      .select({ id: salonImages.id, path: salonImages.path })
      .from(salonImages)
      .where(and(eq(salonImages.companyId, salon.companyId), eq(salonImages.salonId, salon.id)))
      .orderBy(asc(salonImages.createdAt))
      .limit(24);
  },

  /**
   * What counts against a client under the salon's cancellation policy since `since`: their no-shows at this
   * salon and their online cancellations (event log entries marked as done by the client).
   */
  async penalties(ex: Executor, salon: SalonRow, clientId: string, since: Date): Promise<number> {
    const [noShows] = await ex
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, salon.companyId),
          eq(appointments.salonId, salon.id),
          eq(appointments.clientId, clientId),
          eq(appointments.status, 'no_show'),
          gte(appointments.startsAt, since),
        ),
      );
    const [cancels] = await ex
      .select({ n: count() })
      .from(eventLog)
      .where(
        and(
          eq(eventLog.companyId, salon.companyId),
          eq(eventLog.salonId, salon.id),
          eq(eventLog.area, 'appointment'),
          eq(eventLog.action, 'cancel'),
          gte(eventLog.createdAt, since),
          sql`${eventLog.details}->>'by' = ${BY_CLIENT}`,
          sql`${eventLog.details}->>'client_id' = ${clientId}`,
        ),
      );
    return (noShows?.n ?? 0) + (cancels?.n ?? 0);
  },
};
