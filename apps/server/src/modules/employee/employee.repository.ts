import { and, asc, count, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeRole } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { claimRoute, releaseRoutes, routeIs } from '../../lib/shard-routes.js';
import { shardRoutes } from '../../db/tables/shard-route.table.js';
import { accessTokens } from '../../db/tables/auth.table.js';
import { services } from '../../db/tables/service.table.js';
import {
  employeeDaysOff,
  employees,
  employeeServices,
  type EmployeeRow,
  type NewEmployee,
} from '../../db/tables/employee.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';

export interface EmployeeLogin {
  employeeId: string;
  companyId: string;
  salonId: string;
  role: EmployeeRole;
  deactivated: boolean;
}

export interface EmployeeFilter {
  companyId: string;
  salonId: string;
  q: string;
  status: 'all' | 'active' | 'inactive';
  serviceId?: string;
}

export interface ServiceRef {
  _id: string;
  name: string;
}

/** `%` and `_` typed in the search box are literal characters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const employeeRepository = {
  /**
   * The employee behind an employee login (account), if app access is still granted: found in its company
   * through the login's route.
   */
  async findLogin(ex: Executor, accountId: string): Promise<EmployeeLogin | undefined> {
    const [row] = await ex
      .select({
        employeeId: employees.id,
        companyId: employees.companyId,
        salonId: employees.salonId,
        role: employees.role,
        deactivated: employees.deactivated,
      })
      .from(shardRoutes)
      .innerJoin(
        employees,
        and(eq(employees.companyId, shardRoutes.companyId), eq(employees.accountId, accountId)),
      )
      .where(routeIs('employee_account', accountId))
      .limit(1);
    return row;
  },

  /** A login given with the row routes to the company, as a grant does. */
  async insert(ex: Executor, values: NewEmployee): Promise<EmployeeRow> {
    if (values.accountId) await claimRoute(ex, 'employee_account', values.accountId, values.companyId);
    const [row] = await ex.insert(employees).values(values).returning();
    return row!;
  },

  /** Scoped by company: another company's employee is not found, like a missing one. */
  async findOwn(ex: Executor, id: string, companyId: string): Promise<EmployeeRow | undefined> {
    const [row] = await ex
      .select()
      .from(employees)
      .where(rowOfCompany(employees, id, companyId))
      .limit(1);
    return row;
  },

  /** Same, holding the row until the transaction ends (access grants and status changes queue on it). */
  async findOwnForUpdate(ex: Executor, id: string, companyId: string): Promise<EmployeeRow | undefined> {
    const [row] = await ex
      .select()
      .from(employees)
      .where(rowOfCompany(employees, id, companyId))
      .limit(1)
      .for('update');
    return row;
  },

  /** A granted or revoked login moves its route: sign-in finds the employee's company by it. */
  async update(
    ex: Executor,
    id: string,
    companyId: string,
    patch: Partial<NewEmployee>,
  ): Promise<EmployeeRow> {
    const [before] =
      patch.accountId === undefined
        ? []
        : await ex
            .select({ accountId: employees.accountId })
            .from(employees)
            .where(rowOfCompany(employees, id, companyId));
    const [row] = await ex
      .update(employees)
      .set({ ...patch, updatedAt: new Date() })
      .where(rowOfCompany(employees, id, companyId))
      .returning();
    if (before && row && before.accountId !== row.accountId) {
      if (before.accountId) await releaseRoutes(ex, 'employee_account', [before.accountId], companyId);
      if (row.accountId) await claimRoute(ex, 'employee_account', row.accountId, companyId);
    }
    return row!;
  },

  async emailTaken(
    ex: Executor,
    salonId: string,
    companyId: string,
    email: string,
    exceptId?: string,
  ): Promise<boolean> {
    const rows = await ex
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(eq(employees.companyId, companyId), eq(employees.salonId, salonId), eq(employees.email, email)),
      )
      .limit(2);
    return rows.some((row) => row.id !== exceptId);
  },

  /** Employees who count against the plan's "employees per salon": every one not deactivated. */
  async countActiveInSalon(ex: Executor, salonId: string, companyId: string): Promise<number> {
    const [row] = await ex
      .select({ n: count() })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          eq(employees.salonId, salonId),
          eq(employees.deactivated, false),
        ),
      );
    return row?.n ?? 0;
  },

  /**
   * Active employees with an employee login in the whole company: each one is billed
   * (docs/product.md "Plans and subscription").
   */
  async countWithAccess(ex: Executor, companyId: string): Promise<number> {
    const [row] = await ex
      .select({ n: count() })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          isNotNull(employees.accountId),
          eq(employees.deactivated, false),
        ),
      );
    return row?.n ?? 0;
  },

  async findPage(
    ex: Executor,
    filter: EmployeeFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: EmployeeRow[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      eq(employees.companyId, filter.companyId),
      eq(employees.salonId, filter.salonId),
    ];
    if (filter.status !== 'all') conditions.push(eq(employees.deactivated, filter.status === 'inactive'));
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        or(
          ilike(employees.firstName, pattern),
          ilike(employees.lastName, pattern),
          ilike(employees.email, pattern),
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
        ),
      );
    }
    if (filter.serviceId) {
      conditions.push(
        sql`exists (select 1 from ${employeeServices} where ${employeeServices.employeeId} = ${employees.id} and ${employeeServices.companyId} = ${employees.companyId} and ${employeeServices.serviceId} = ${filter.serviceId})`,
      );
    }
    const where = and(...conditions);
    const [totalRow] = await ex.select({ n: count() }).from(employees).where(where);
    const rows = await ex
      .select()
      .from(employees)
      .where(where)
      .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: totalRow?.n ?? 0 };
  },

  /** Services of the salon among `ids` (to check an employee's services belong there). */
  async findSalonServices(
    ex: Executor,
    ids: readonly string[],
    salonId: string,
    companyId: string,
  ): Promise<ServiceRef[]> {
    if (ids.length === 0) return [];
    return ex
      .select({ _id: services.id, name: services.name })
      .from(services)
      .where(
        and(inArray(services.id, [...ids]), eq(services.salonId, salonId), eq(services.companyId, companyId)),
      );
  },

  async servicesOf(
    ex: Executor,
    employeeIds: readonly string[],
    companyId: string,
  ): Promise<Map<string, ServiceRef[]>> {
    const byEmployee = new Map<string, ServiceRef[]>();
    if (employeeIds.length === 0) return byEmployee;
    const rows = await ex
      .select({ employeeId: employeeServices.employeeId, _id: services.id, name: services.name })
      .from(employeeServices)
      .innerJoin(services, sameCompanyRow(services, employeeServices.serviceId, employeeServices.companyId))
      .where(
        and(
          inArray(employeeServices.employeeId, [...employeeIds]),
          eq(employeeServices.companyId, companyId),
        ),
      )
      .orderBy(asc(services.name));
    for (const { employeeId, ...service } of rows) {
      byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), service]);
    }
    return byEmployee;
  },

  async setServices(
    ex: Executor,
    employeeId: string,
    companyId: string,
    serviceIds: readonly string[],
  ): Promise<void> {
    await ex
      .delete(employeeServices)
      .where(and(eq(employeeServices.employeeId, employeeId), eq(employeeServices.companyId, companyId)));
    if (serviceIds.length === 0) return;
    await ex
      .insert(employeeServices)
      .values([...new Set(serviceIds)].map((serviceId) => ({ employeeId, serviceId, companyId })));
  },

  /** Days off between two dates (inclusive), as `YYYY-MM-DD`. */
  async daysOff(
    ex: Executor,
    employeeId: string,
    companyId: string,
    from: string,
    to: string,
  ): Promise<string[]> {
    const rows = await ex
      .select({ day: employeeDaysOff.day })
      .from(employeeDaysOff)
      .where(
        and(
          eq(employeeDaysOff.employeeId, employeeId),
          eq(employeeDaysOff.companyId, companyId),
          gte(employeeDaysOff.day, from),
          lte(employeeDaysOff.day, to),
        ),
      );
    return rows.map((row) => row.day);
  },

  async addDaysOff(ex: Executor, employeeId: string, companyId: string, days: readonly string[]) {
    if (days.length === 0) return;
    await ex
      .insert(employeeDaysOff)
      .values(days.map((day) => ({ employeeId, companyId, day })))
      .onConflictDoNothing();
  },

  async removeDaysOff(ex: Executor, employeeId: string, companyId: string, days: readonly string[]) {
    if (days.length === 0) return;
    await ex
      .delete(employeeDaysOff)
      .where(
        and(
          eq(employeeDaysOff.employeeId, employeeId),
          eq(employeeDaysOff.companyId, companyId),
          inArray(employeeDaysOff.day, [...days]),
        ),
      );
  },

  /** Ends every session of an employee login (on deactivation: it must sign in again once reactivated). */
  async revokeTokensOfAccount(ex: Executor, accountId: string): Promise<void> {
    await ex
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.accountId, accountId), sql`${accessTokens.revokedAt} is null`));
  },
};
