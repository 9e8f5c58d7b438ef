import { and, asc, count, desc, eq, gte, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  bolivaresCents,
  LIVE_STATUSES,
  NO_TIMING,
  type AppointmentStatus,
  type ServiceTiming,
} from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { appointmentPayments } from '../../db/tables/appointment-payment.table.js';
import { appointments, type AppointmentRow, type NewAppointment } from '../../db/tables/appointment.table.js';
import { newId } from '../../lib/ids.js';
import { releaseRoutes } from '../../lib/shard-routes.js';
import { jobs } from '../../db/tables/job.table.js';
import { visitTokens } from '../../db/tables/visit.table.js';
import { appointmentViewRepository, type AppointmentView } from '../appointment-view/index.js';
import { rowOfCompany } from '../../lib/same-company.js';

/**
 * A booking being checked: its employee, time and timing (buffers, gap); `exceptId` when it is a move,
 * `exceptIds` when several move together (a whole visit's parts do not stand in each other's way).
 */
export interface CheckedSlot {
  companyId: string;
  employeeId: string;
  start: Date;
  end: Date;
  timing?: ServiceTiming;
  exceptId?: string;
  exceptIds?: readonly string[];
}

export interface CalendarFilter {
  companyId: string;
  salonId: string;
  from: Date;
  to: Date;
  employeeId?: string;
  serviceId?: string;
  statuses: readonly AppointmentStatus[];
}

/** What an appointment keeps its employee busy with, as the no-overlap constraint reads it (migration 0032). */
const occupiedByRow = sql`appointment_occupied(${appointments.startsAt}, ${appointments.endsAt}, ${appointments.bufferBeforeMinutes}, ${appointments.bufferAfterMinutes}, ${appointments.processingStartMinutes}, ${appointments.processingMinutes})`;

/** The same for a booking being checked, from its own columns' values. */
const occupiedBy = (slot: { start: Date; end: Date; timing?: ServiceTiming }) => {
  const timing = slot.timing ?? NO_TIMING;
  return sql`appointment_occupied(${slot.start.toISOString()}::timestamptz, ${slot.end.toISOString()}::timestamptz, ${timing.bufferBefore}::int, ${timing.bufferAfter}::int, ${timing.processingStart}::int, ${timing.processingMinutes}::int)`;
};

/**
 * The employee's appointments that are not cancelled and occupy part of `occupied`, asked in the very terms
 * of the no-overlap constraint (company, employee, `appointment_occupied(...)`, status not cancelled) so its
 * GiST index answers: as "starts before `to` and ends after `from`" the (employee, start) index walks every
 * appointment of the employee before `to`, years of history (free times for one day: 4 ms on four years of
 * one employee's history against 0.05 ms).
 */
const takenIn = (companyId: string, occupied: SQL) =>
  and(
    eq(appointments.companyId, companyId),
    ne(appointments.status, 'cancelled'),
    sql`${occupiedByRow} && ${occupied}`,
  );
const period = (from: Date, to: Date) =>
  sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
/**
 * Several periods as one multirange (overlapping ones merge, so no appointment is read twice); the GiST index
 * answers `&&` with it as with one range. One period stays a plain range.
 */
const periods = (list: readonly { from: Date; to: Date }[]) =>
  list.length === 1
    ? period(list[0]!.from, list[0]!.to)
    : sql`tstzmultirange(${sql.join(
        list.map((item) => period(item.from, item.to)),
        sql`, `,
      )})`;

export const appointmentRepository = {
  async insert(ex: Executor, values: NewAppointment): Promise<AppointmentRow> {
    const [row] = await ex.insert(appointments).values(values).returning();
    return row!;
  },

  /** Several in one statement, answering their rows (a series' occurrences: 104 at most, well within). */
  async insertAll(ex: Executor, values: NewAppointment[]): Promise<AppointmentRow[]> {
    if (values.length === 0) return [];
    return ex.insert(appointments).values(values).returning();
  },

  /** Many at once (the demo data); the no-overlap constraint checks each row all the same. */
  async insertMany(ex: Executor, values: NewAppointment[]): Promise<void> {
    for (let i = 0; i < values.length; i += 200)
      await ex.insert(appointments).values(values.slice(i, i + 200));
  },

  /** Scoped by company: another company's appointment is not found, like a missing one. */
  async findOwn(ex: Executor, id: string, companyId: string, forUpdate = false) {
    const query = ex
      .select()
      .from(appointments)
      .where(rowOfCompany(appointments, id, companyId))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row as AppointmentRow | undefined;
  },

  async update(ex: Executor, id: string, companyId: string, patch: Partial<NewAppointment>) {
    const [row] = await ex
      .update(appointments)
      .set({ ...patch, updatedAt: new Date() })
      .where(rowOfCompany(appointments, id, companyId))
      .returning();
    return row!;
  },

  /**
   * An appointment marked done with its method and nothing recorded was paid in full that way, as before
   * payments were recorded one by one: that one payment, so its checkout and the reports agree. In dollars, or
   * in bolívares at `rate` (today's) for a method that only takes bolívares (appointment-paid-in-full.ts).
   */
  async recordPaidInFull(
    ex: Executor,
    row: AppointmentRow,
    accountId: string,
    rate: { rate: number; date: string } | null = null,
  ): Promise<void> {
    const due = row.priceCents + (row.travelFeeCents ?? 0);
    if (!row.paymentMethod || due <= 0 || Object.keys(row.paidByMethod).length > 0) return;
    await ex.insert(appointmentPayments).values({
      id: newId(),
      companyId: row.companyId,
      salonId: row.salonId,
      appointmentId: row.id,
      method: row.paymentMethod,
      currency: rate ? 'VES' : 'USD',
      amountCents: rate ? bolivaresCents(due, rate.rate) : due,
      rate: rate ? String(rate.rate) : null,
      rateDate: rate ? rate.date : null,
      dollarsCents: due,
      recordedByAccountId: accountId,
    });
  },

  /**
   * With what no foreign key removes since The appointment's jobs (the queue is coordinator-local
   * under Citus, without a cascade from appointments) and its visit token's route. Same transaction.
   */
  async delete(ex: Executor, id: string, companyId: string): Promise<void> {
    const tokens = await ex
      .select({ token: visitTokens.token })
      .from(visitTokens)
      .where(and(eq(visitTokens.companyId, companyId), eq(visitTokens.appointmentId, id)));
    await ex.delete(appointments).where(rowOfCompany(appointments, id, companyId));
    await ex.delete(jobs).where(eq(jobs.appointmentId, id));
    await releaseRoutes(
      ex,
      'visit_token',
      tokens.map((row) => row.token),
      companyId,
    );
  },

  /**
   * The employee's non-cancelled appointment in the way of a booking from `start` to `end` with `timing`
   * (buffers and gap), if any: what a conflict names.
   */
  async overlapping(ex: Executor, input: CheckedSlot): Promise<AppointmentRow | undefined> {
    const [row] = await ex
      .select()
      .from(appointments)
      .where(
        and(
          takenIn(input.companyId, occupiedBy(input)),
          eq(appointments.employeeId, input.employeeId),
          input.exceptId ? ne(appointments.id, input.exceptId) : undefined,
          input.exceptIds?.length ? notInArray(appointments.id, [...input.exceptIds]) : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1);
    return row;
  },

  /**
   * Times the employees are taken in [from, to), or in several periods at once: what every appointment that is not
   * cancelled occupies, one interval per piece (its buffers included, its processing gap left free).
   */
  async busy(
    ex: Executor,
    input: { companyId: string; employeeIds: string[]; exceptIds?: string[] } & (
      { from: Date; to: Date } | { periods: readonly { from: Date; to: Date }[] }
    ),
  ): Promise<{ employeeId: string; start: Date; end: Date }[]> {
    const list = 'periods' in input ? input.periods : [{ from: input.from, to: input.to }];
    if (input.employeeIds.length === 0 || list.length === 0) return [];
    const where = and(
      takenIn(input.companyId, periods(list)),
      // One employee is part of the index's key (PostgreSQL reads `in (x)` as `= x`); several are
      // filtered among the company's few appointments of the range (GiST takes no `= any(array)`).
      inArray(appointments.employeeId, input.employeeIds),
      input.exceptIds?.length ? notInArray(appointments.id, input.exceptIds) : undefined,
    );
    const result = (await ex.execute(sql`
      select ${appointments.employeeId} as employee_id,
        extract(epoch from lower(piece))::float8 * 1000 as start_ms,
        extract(epoch from upper(piece))::float8 * 1000 as end_ms
      from ${appointments}, unnest(${occupiedByRow}) as piece
      where ${where}`)) as unknown as {
      rows: { employee_id: string; start_ms: number | string; end_ms: number | string }[];
    };
    return result.rows.map((row) => ({
      employeeId: row.employee_id,
      start: new Date(Number(row.start_ms)),
      end: new Date(Number(row.end_ms)),
    }));
  },

  /**
   * The calendar's appointments overlapping [from, to), soonest first, each with a stamp: its `xmin`, the
   * transaction that last wrote the row, which any write changes (the calendar rebuilds only those whose stamp
   * changed, calendar-weeks.ts; renames it shows count by the salon's `calendar_names_version`). Asked as range
   * overlap so the (salon, time range) GiST index answers it: as "starts before `to` and ends after `from`"
   * the start index walks every appointment before the range's end (years of history).
   */
  async calendarStamps(ex: Executor, filter: CalendarFilter): Promise<{ id: string; stamp: string }[]> {
    const where = and(
      eq(appointments.companyId, filter.companyId),
      eq(appointments.salonId, filter.salonId),
      sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}) && tstzrange(${filter.from.toISOString()}::timestamptz, ${filter.to.toISOString()}::timestamptz)`,
      filter.employeeId ? eq(appointments.employeeId, filter.employeeId) : undefined,
      filter.serviceId ? eq(appointments.serviceId, filter.serviceId) : undefined,
      filter.statuses.length ? inArray(appointments.status, [...filter.statuses]) : undefined,
    );
    // As plain rows: the query builder's mapping of a busy week's rows was a visible part of the answer
    // after a change.
    const result = (await ex.execute(sql`
      select ${appointments.id} as id, ${appointments}.xmin::text as stamp
      from ${appointments} where ${where}
      order by ${appointments.startsAt}, ${appointments.id}`)) as unknown as {
      rows: { id: string; stamp: string }[];
    };
    return result.rows;
  },

  /**
   * A client's visits. Reserved: still ahead and pending or reserved, soonest first; history: everything
   * else (past, or cancelled, done, no-show), newest first.
   */
  async visits(
    ex: Executor,
    input: { companyId: string; clientId: string; tab: 'reserved' | 'history'; now: Date },
    page: { limit: number; offset: number },
  ) {
    const upcoming = and(gte(appointments.startsAt, input.now), inArray(appointments.status, LIVE_STATUSES));
    const where = and(
      eq(appointments.companyId, input.companyId),
      eq(appointments.clientId, input.clientId),
      input.tab === 'reserved' ? upcoming : sql`not (${upcoming})`,
    );
    const order =
      input.tab === 'reserved'
        ? [asc(appointments.startsAt), asc(appointments.id)]
        : [desc(appointments.startsAt), desc(appointments.id)];
    const rows = await appointmentViewRepository
      .select(ex)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await ex.select({ n: count() }).from(appointments).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** A series' occurrences, soonest first, from `from` on when given, their rows held for the change. */
  async seriesOccurrences(
    ex: Executor,
    input: { companyId: string; seriesId: string; from?: Date },
  ): Promise<AppointmentRow[]> {
    return ex
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, input.companyId),
          eq(appointments.seriesId, input.seriesId),
          input.from ? gte(appointments.startsAt, input.from) : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .for('update');
  },

  /** Several appointments to one status in one statement. */
  async setStatus(ex: Executor, companyId: string, ids: string[], status: AppointmentStatus) {
    if (ids.length === 0) return [];
    return ex
      .update(appointments)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(appointments.companyId, companyId), inArray(appointments.id, ids)))
      .returning();
  },

  async anyForService(ex: Executor, serviceId: string, companyId: string): Promise<boolean> {
    const rows = await ex
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.serviceId, serviceId), eq(appointments.companyId, companyId)))
      .limit(1);
    return rows.length > 0;
  },

  /** The next pending or reserved appointments of a salon from `now` (one employee's when given). */
  upcoming(
    ex: Executor,
    input: { companyId: string; salonId: string; now: Date; employeeId?: string; limit: number },
  ): Promise<AppointmentView[]> {
    return appointmentViewRepository
      .select(ex)
      .where(
        and(
          eq(appointments.companyId, input.companyId),
          eq(appointments.salonId, input.salonId),
          gte(appointments.startsAt, input.now),
          inArray(appointments.status, LIVE_STATUSES),
          input.employeeId ? eq(appointments.employeeId, input.employeeId) : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(input.limit);
  },
};
