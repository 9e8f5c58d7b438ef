import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { appointments, type AppointmentRow } from '../../db/tables/appointment.table.js';
import { clients } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { salons } from '../../db/tables/salon.table.js';
import { services } from '../../db/tables/service.table.js';
import { reviews, type NewReview, type ReviewRow } from '../../db/tables/review.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';

/** A review with the names its wire shows, read in one query. */
export interface ReviewView {
  review: ReviewRow;
  client: { id: string; firstName: string; lastName: string };
  employee: { id: string; firstName: string; lastName: string };
  service: { id: string; name: string };
  timeZone: string;
}

export interface ReviewFilter {
  companyId: string;
  salonId: string;
  stars?: number;
  employeeId?: string;
  serviceId?: string;
  /** Only reviews not hidden (what the summary and the dashboard count). */
  visibleOnly?: boolean;
}

const where = (filter: ReviewFilter): SQL | undefined =>
  and(
    eq(reviews.companyId, filter.companyId),
    eq(reviews.salonId, filter.salonId),
    filter.stars === undefined ? undefined : eq(reviews.stars, filter.stars),
    filter.employeeId ? eq(reviews.employeeId, filter.employeeId) : undefined,
    filter.serviceId ? eq(reviews.serviceId, filter.serviceId) : undefined,
    filter.visibleOnly ? eq(reviews.hidden, false) : undefined,
  );

function viewQuery(ex: Executor) {
  return ex
    .select({
      review: reviews,
      client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName },
      employee: { id: employees.id, firstName: employees.firstName, lastName: employees.lastName },
      service: { id: services.id, name: services.name },
      timeZone: salons.timeZone,
    })
    .from(reviews)
    .innerJoin(clients, sameCompanyRow(clients, reviews.clientId, reviews.companyId))
    .innerJoin(employees, sameCompanyRow(employees, reviews.employeeId, reviews.companyId))
    .innerJoin(services, sameCompanyRow(services, reviews.serviceId, reviews.companyId))
    .innerJoin(salons, sameCompanyRow(salons, reviews.salonId, reviews.companyId));
}

export const reviewRepository = {
  /**
   * The appointment a client reviews, by id and company: the public visit page knows both from its token, not
   * from a login. `forUpdate` holds it so a status correction cannot slip between the checks and the insert.
   */
  async findAppointment(ex: Executor, appointmentId: string, companyId: string, forUpdate = false) {
    const query = ex
      .select()
      .from(appointments)
      .where(rowOfCompany(appointments, appointmentId, companyId))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row as AppointmentRow | undefined;
  },

  /** A salon's done appointments that ended between two instants, oldest first (the demo's reviews). */
  doneBetween(ex: Executor, input: { companyId: string; salonId: string; from: Date; to: Date }) {
    return ex
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, input.companyId),
          eq(appointments.salonId, input.salonId),
          eq(appointments.status, 'done'),
          gte(appointments.endsAt, input.from),
          lte(appointments.endsAt, input.to),
        ),
      )
      .orderBy(asc(appointments.endsAt), asc(appointments.id));
  },

  async findByAppointment(
    ex: Executor,
    appointmentId: string,
    companyId: string,
  ): Promise<ReviewRow | undefined> {
    const [row] = await ex
      .select()
      .from(reviews)
      .where(and(eq(reviews.appointmentId, appointmentId), eq(reviews.companyId, companyId)))
      .limit(1);
    return row;
  },

  async insert(ex: Executor, values: NewReview): Promise<ReviewRow> {
    const [row] = await ex.insert(reviews).values(values).returning();
    return row!;
  },

  /** Many at once (the demo data). */
  async insertMany(ex: Executor, values: NewReview[]): Promise<void> {
    if (values.length) await ex.insert(reviews).values(values);
  },

  /** Scoped by company: another company's review is not found, like a missing one. */
  async findOwn(ex: Executor, id: string, companyId: string, forUpdate = false) {
    const query = ex
      .select()
      .from(reviews)
      .where(rowOfCompany(reviews, id, companyId))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row as ReviewRow | undefined;
  },

  async findView(ex: Executor, id: string, companyId: string): Promise<ReviewView | undefined> {
    const [row] = await viewQuery(ex)
      .where(rowOfCompany(reviews, id, companyId))
      .limit(1);
    return row;
  },

  async update(ex: Executor, id: string, companyId: string, patch: Partial<NewReview>): Promise<ReviewRow> {
    const [row] = await ex
      .update(reviews)
      .set(patch)
      .where(rowOfCompany(reviews, id, companyId))
      .returning();
    return row!;
  },

  /** One page of a salon's reviews, newest first. */
  async page(
    ex: Executor,
    filter: ReviewFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReviewView[]; total: number }> {
    const rows = await viewQuery(ex)
      .where(where(filter))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totalRow] = await ex.select({ total: count() }).from(reviews).where(where(filter));
    return { rows, total: totalRow?.total ?? 0 };
  },

  /** How many reviews gave each number of stars. */
  async starCounts(ex: Executor, filter: ReviewFilter): Promise<Map<number, number>> {
    const rows = await ex
      .select({ stars: reviews.stars, count: count() })
      .from(reviews)
      .where(where(filter))
      .groupBy(reviews.stars);
    return new Map(rows.map((row) => [row.stars, row.count]));
  },

  /** The newest reviews of a salon (visible ones when asked), for the welcome dashboard. */
  latest(ex: Executor, filter: ReviewFilter, limit: number): Promise<ReviewView[]> {
    return viewQuery(ex).where(where(filter)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
  },
};
