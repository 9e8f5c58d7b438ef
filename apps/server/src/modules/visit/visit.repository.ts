import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { appointments, type AppointmentRow } from '../../db/tables/appointment.table.js';
import { eventLog } from '../../db/tables/event-log.table.js';
import { reviews } from '../../db/tables/review.table.js';
import { appointmentViewRepository, type AppointmentWithSalon } from '../appointment-view/index.js';
import { BY_CLIENT } from '../event-log/index.js';

/** Everything the client's page shows about one appointment. */
export interface VisitView extends AppointmentWithSalon {
  reviewed: boolean;
  /** Its series' occurrences from today on, when it repeats. */
  series: { startsAt: Date; status: AppointmentRow['status'] }[];
}

export const visitRepository = {
  async findView(
    ex: Executor,
    appointmentId: string,
    companyId: string,
    forUpdate = false,
  ): Promise<VisitView | undefined> {
    const view = await appointmentViewRepository.findWithSalon(ex, appointmentId, { companyId, forUpdate });
    if (!view) return undefined;
    const [review] = await ex
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.appointmentId, appointmentId), eq(reviews.companyId, companyId)))
      .limit(1);
    const { seriesId } = view.appointment;
    const series = seriesId
      ? await ex
          .select({ startsAt: appointments.startsAt, status: appointments.status })
          .from(appointments)
          .where(
            and(
              eq(appointments.companyId, companyId),
              eq(appointments.seriesId, seriesId),
              gte(appointments.startsAt, sql`date_trunc('day', now())`),
            ),
          )
          .orderBy(asc(appointments.startsAt))
      : [];
    return { ...view, reviewed: review !== undefined, series };
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
