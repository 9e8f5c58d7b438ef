import { and, asc, between, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecordStatus, ScheduleDay } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { employeeDaysOff, employees, employeeServices } from '../../db/tables/employee.table.js';
import { serviceGroups, services, type NewService, type ServiceRow } from '../../db/tables/service.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';

export interface ServiceWithGroup {
  service: ServiceRow;
  group: { id: string; name: string };
}

export interface ServiceFilter {
  companyId: string;
  salonId: string;
  q: string;
  groupId?: string;
  status?: RecordStatus;
}

export interface Performer {
  id: string;
  firstName: string;
  lastName: string;
  avatarPath: string | null;
  schedule: ScheduleDay[];
}

/** `%` and `_` typed in the search box are looked for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const withGroup = { service: services, group: { id: serviceGroups.id, name: serviceGroups.name } };

const whereOf = (filter: ServiceFilter): SQL | undefined =>
  and(
    eq(services.companyId, filter.companyId),
    eq(services.salonId, filter.salonId),
    filter.q ? ilike(services.name, likePattern(filter.q)) : undefined,
    filter.groupId ? eq(services.groupId, filter.groupId) : undefined,
    filter.status ? eq(services.status, filter.status) : undefined,
  );

export const serviceRepository = {
  /** One page of a salon's services, by name. */
  async findPage(
    ex: Executor,
    filter: ServiceFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ServiceWithGroup[]; total: number }> {
    const where = whereOf(filter);
    const rows = await ex
      .select(withGroup)
      .from(services)
      .innerJoin(serviceGroups, sameCompanyRow(serviceGroups, services.groupId, services.companyId))
      .where(where)
      .orderBy(asc(sql`lower(${services.name})`), asc(services.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totalRow] = await ex.select({ total: count() }).from(services).where(where);
    return { rows, total: totalRow?.total ?? 0 };
  },

  async findOwn(ex: Executor, id: string, companyId: string): Promise<ServiceWithGroup | undefined> {
    const [row] = await ex
      .select(withGroup)
      .from(services)
      .innerJoin(serviceGroups, sameCompanyRow(serviceGroups, services.groupId, services.companyId))
      .where(rowOfCompany(services, id, companyId))
      .limit(1);
    return row;
  },

  /** Holds the row until the transaction ends, so two changes of one service queue. */
  async lockOwn(ex: Executor, id: string, companyId: string): Promise<ServiceRow | undefined> {
    const [row] = await ex
      .select()
      .from(services)
      .where(rowOfCompany(services, id, companyId))
      .limit(1)
      .for('update');
    return row;
  },

  async insert(ex: Executor, values: NewService): Promise<ServiceRow> {
    const [row] = await ex.insert(services).values(values).returning();
    return row!;
  },

  async update(ex: Executor, id: string, companyId: string, patch: Partial<NewService>): Promise<ServiceRow> {
    const [row] = await ex
      .update(services)
      .set({ ...patch, updatedAt: new Date() })
      .where(rowOfCompany(services, id, companyId))
      .returning();
    return row!;
  },

  async delete(ex: Executor, id: string, companyId: string): Promise<void> {
    await ex.delete(services).where(rowOfCompany(services, id, companyId));
  },

  /** Employees who perform the service and can be booked: in the calendar and not deactivated. */
  performersOf(ex: Executor, serviceId: string, companyId: string): Promise<Performer[]> {
    return ex
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        avatarPath: employees.avatarPath,
        schedule: employees.schedule,
      })
      .from(employeeServices)
      .innerJoin(employees, eq(employees.id, employeeServices.employeeId))
      .where(
        and(
          eq(employeeServices.serviceId, serviceId),
          eq(employeeServices.companyId, companyId),
          eq(employees.companyId, companyId),
          eq(employees.activeInCalendar, true),
          eq(employees.deactivated, false),
        ),
      )
      .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));
  },

  /** Days off of these employees between two local dates (inclusive), by employee. */
  async daysOffOf(
    ex: Executor,
    employeeIds: readonly string[],
    companyId: string,
    from: string,
    to: string,
  ): Promise<Map<string, string[]>> {
    const byEmployee = new Map<string, string[]>();
    if (employeeIds.length === 0) return byEmployee;
    const rows = await ex
      .select({ employeeId: employeeDaysOff.employeeId, day: employeeDaysOff.day })
      .from(employeeDaysOff)
      .where(
        and(
          inArray(employeeDaysOff.employeeId, [...employeeIds]),
          eq(employeeDaysOff.companyId, companyId),
          between(employeeDaysOff.day, from, to),
        ),
      );
    for (const { employeeId, day } of rows)
      byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), day]);
    return byEmployee;
  },
};
