import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { clients } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { eventLog } from '../../db/tables/event-log.table.js';
import { reviews } from '../../db/tables/review.table.js';
import { salons, type SalonRow } from '../../db/tables/salon.table.js';
import { services, type ServiceRow } from '../../db/tables/service.table.js';
import { appointments, type AppointmentRow } from '../../db/tables/appointment.table.js';
import { BY_CLIENT } from '../event-log/index.js';

/** Everything the client's page shows about one appointment, read in one query. */
export interface VisitView {
  appointment: AppointmentRow;
  salon: SalonRow;
  client: { id: string; firstName: string; lastName: string };
  employee: { firstName: string };
  service: { name: string; durationMinutes: number; priceType: ServiceRow['priceType'] };
  reviewed: boolean;
}

export const visitRepository = {
  async findView(
    ex: Executor,
    appointmentId: string,
    companyId: string,
    forUpdate = false,
  ): Promise<VisitView | undefined> {
    const query = ex
      .select({
        appointment: appointments,
        salon: salons,
        client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName },
        employee: { firstName: employees.firstName },
        service: {
          name: services.name,
          durationMinutes: services.durationMinutes,
          priceType: services.priceType,
        },
        reviewId: reviews.id,
      })
      .from(appointments)
      .innerJoin(salons, eq(salons.id, appointments.salonId))
      .innerJoin(clients, eq(clients.id, appointments.clientId))
      .innerJoin(employees, eq(employees.id, appointments.employeeId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
      .where(and(eq(appointments.id, appointmentId), eq(appointments.companyId, companyId)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update', { of: appointments }) : await query;
    if (!row) return undefined;
    const { reviewId, ...rest } = row;
    return { ...rest, reviewed: reviewId !== null };
  },

  /**
   * How many online cancellations this client made at this salon: event log entries marked as done by the
   * client (details.by) on this salon's appointments of the client (details.client_id).
   */
  async clientCancels(ex: Executor, companyId: string, salonId: string, clientId: string): Promise<number> {
    const [row] = await ex
      .select({ n: count() })
      .from(eventLog)
      .where(
        and(
          eq(eventLog.companyId, companyId),
          eq(eventLog.salonId, salonId),
          eq(eventLog.area, 'appointment'),
          eq(eventLog.action, 'cancel'),
          sql`${eventLog.details}->>'by' = ${BY_CLIENT}`,
          sql`${eventLog.details}->>'client_id' = ${clientId}`,
        ),
      );
    return Number(row?.n ?? 0);
  },
};
