import { datesBetween } from '@salon/core';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import {
  employeeDaysOff,
  employees,
  employeeServices,
  type EmployeeRow,
} from '../../db/tables/employee.table.js';
import { schedules, type ScheduleRow } from '../../db/tables/salon.table.js';
import { salonClosures } from '../../db/tables/salon-closure.table.js';
import { services, type ServiceRow } from '../../db/tables/service.table.js';
import { asNamedStatement } from '../../lib/named-statement.js';
import { rowOfCompany } from '../../lib/same-company.js';

/** Whether the employee performs the service. */
const performsSql = (employeeId: string, serviceId: string, companyId: string) => sql<boolean>`exists (
  select 1 from ${employeeServices}
  where ${employeeServices.employeeId} = ${employeeId} and ${employeeServices.serviceId} = ${serviceId}
    and ${employeeServices.companyId} = ${companyId}
)`;

/** Whether the salon is closed on a local day (docs/decisions.md "Closed days"). */
const closedOnSql = (companyId: string, salonId: string, day: string) => sql<boolean>`exists (
  select 1 from ${salonClosures}
  where ${salonClosures.companyId} = ${companyId} and ${salonClosures.salonId} = ${salonId}
    and ${salonClosures.startsOn} <= ${day} and ${salonClosures.endsOn} >= ${day}
)`;

/** What a booking reads about the service, the employee and the salon's hours (read-only). */
export const bookingRepository = {
  async service(ex: Executor, id: string, companyId: string): Promise<ServiceRow | undefined> {
    const [row] = await asNamedStatement(
      ex
        .select()
        .from(services)
        .where(rowOfCompany(services, id, companyId))
        .limit(1),
      'booking_service',
    );
    return row;
  },

  async employee(ex: Executor, id: string, companyId: string): Promise<EmployeeRow | undefined> {
    const [row] = await ex
      .select()
      .from(employees)
      .where(rowOfCompany(employees, id, companyId))
      .limit(1);
    return row;
  },

  /** The employee and whether they perform the service, in one read (a booking's checks). */
  async employeeFor(ex: Executor, id: string, companyId: string, serviceId: string) {
    const query = ex
      .select({ employee: employees, performs: performsSql(id, serviceId, companyId) })
      .from(employees)
      .where(rowOfCompany(employees, id, companyId))
      .limit(1);
    const [row] = await asNamedStatement(query, 'booking_employee');
    return row;
  },

  /**
   * `employeeFor` with what judges the hours of one local day (the employee's day off, the salon's week) in
   * the same read: a new booking's checks, one round trip fewer for each of its parts.
   */
  async employeeForOn(
    ex: Executor,
    input: {
      id: string;
      companyId: string;
      salonId: string;
      serviceId: string;
      day: string;
      scheduleId: string | null;
    },
  ) {
    const { id, companyId, salonId, serviceId, day, scheduleId } = input;
    const query = ex
      .select({
        employee: employees,
        performs: performsSql(id, serviceId, companyId),
        dayOff: sql<boolean>`exists (
          select 1 from ${employeeDaysOff}
          where ${employeeDaysOff.companyId} = ${companyId} and ${employeeDaysOff.employeeId} = ${id}
            and ${employeeDaysOff.day} = ${day}
        )`,
        closed: closedOnSql(companyId, salonId, day),
        salonDays: scheduleId
          ? sql<ScheduleRow['days'] | null>`(
              select ${schedules.days} from ${schedules}
              where ${schedules.id} = ${scheduleId} and ${schedules.companyId} = ${companyId}
            )`.mapWith(schedules.days)
          : sql<null>`null`,
      })
      .from(employees)
      .where(rowOfCompany(employees, id, companyId))
      .limit(1);
    const [row] = await asNamedStatement(query, `booking_employee_on_${scheduleId ? 'hours' : 'none'}`);
    return row;
  },

  /** Who can be booked for the service: working in the calendar, not deactivated, performing it. */
  async performers(ex: Executor, serviceId: string, companyId: string, salonId: string) {
    const rows = await ex
      .select({ employee: employees })
      .from(employees)
      .innerJoin(
        employeeServices,
        and(
          eq(employeeServices.employeeId, employees.id),
          eq(employeeServices.companyId, employees.companyId),
        ),
      )
      .where(
        and(
          eq(employeeServices.serviceId, serviceId),
          eq(employees.companyId, companyId),
          eq(employees.salonId, salonId),
          eq(employees.deactivated, false),
          eq(employees.activeInCalendar, true),
        ),
      )
      .orderBy(asc(employees.firstName), asc(employees.id));
    return rows.map((row) => row.employee);
  },

  /**
   * The employees' days off between two local dates (both included), per employee, and the salon's week, in
   * one read: what the engine needs beside the appointments (`daysOff` and `salonDays` together), with the
   * salon's closed days in that range (`closed`).
   */
  async hoursOfRange(
    ex: Executor,
    input: {
      employeeIds: string[];
      from: string;
      to: string;
      scheduleId: string | null;
      companyId: string;
      salonId: string;
    },
  ): Promise<{ daysOff: Map<string, string[]>; salonDays: ScheduleRow['days'] | null; closed: Set<string> }> {
    const query = ex
      .select({
        off: input.employeeIds.length
          ? sql<[string, string][] | null>`(
              select json_agg(json_build_array(${employeeDaysOff.employeeId}, ${employeeDaysOff.day}))
              from ${employeeDaysOff}
              where ${and(
                eq(employeeDaysOff.companyId, input.companyId),
                inArray(employeeDaysOff.employeeId, input.employeeIds),
                gte(employeeDaysOff.day, input.from),
                lte(employeeDaysOff.day, input.to),
              )}
            )`
          : sql<null>`null`,
        days: input.scheduleId
          ? sql<ScheduleRow['days'] | null>`(
              select ${schedules.days} from ${schedules}
              where ${schedules.id} = ${input.scheduleId} and ${schedules.companyId} = ${input.companyId}
            )`.mapWith(schedules.days)
          : sql<null>`null`,
        closures: sql<[string, string][] | null>`(
          select json_agg(json_build_array(${salonClosures.startsOn}, ${salonClosures.endsOn}))
          from ${salonClosures}
          where ${and(
            eq(salonClosures.companyId, input.companyId),
            eq(salonClosures.salonId, input.salonId),
            lte(salonClosures.startsOn, input.to),
            gte(salonClosures.endsOn, input.from),
          )}
        )`,
      })
      .from(sql`(select 1) as one`);
    // Its text changes with the number of employees and with the salon having hours.
    const shape = `${input.employeeIds.length}_${input.scheduleId ? 'hours' : 'none'}`;
    const [row] = await asNamedStatement(query, `booking_hours_${shape}`);
    const daysOff = new Map<string, string[]>();
    for (const [employeeId, day] of row?.off ?? []) {
      daysOff.set(employeeId, [...(daysOff.get(employeeId) ?? []), day]);
    }
    const closed = new Set<string>();
    for (const [startsOn, endsOn] of row?.closures ?? []) {
      const first = startsOn > input.from ? startsOn : input.from;
      for (const day of datesBetween(first, endsOn < input.to ? endsOn : input.to)) closed.add(day);
    }
    return { daysOff, salonDays: row?.days ?? null, closed };
  },

  /** The salon's week (the booking page shows its opening hours). */
  async salonDays(ex: Executor, scheduleId: string | null, companyId: string) {
    if (!scheduleId) return null;
    const [row] = await ex
      .select({ days: schedules.days })
      .from(schedules)
      .where(rowOfCompany(schedules, scheduleId, companyId))
      .limit(1);
    return row?.days ?? null;
  },
};
