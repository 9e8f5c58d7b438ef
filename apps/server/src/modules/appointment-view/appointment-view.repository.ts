import { isLiveStatus, type Language, type VisitPartFigures } from '@salon/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import { companies } from '../../db/tables/company.table.js';
import { appointments, type AppointmentRow } from '../../db/tables/appointment.table.js';
import { clients, type ClientRow } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { promotions } from '../../db/tables/promotion.table.js';
import { salons, type SalonRow } from '../../db/tables/salon.table.js';
import { services, type ServiceRow } from '../../db/tables/service.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';
import { asNamedStatement } from '../../lib/named-statement.js';
import { uuidArray } from '../../lib/uuid-array.js';

/** The names an appointment is shown with: who, with whom, what, at which price. */
export interface AppointmentNames {
  appointment: AppointmentRow;
  client: { id: string; firstName: string; lastName: string; phone: string };
  employee: { id: string; firstName: string; lastName: string };
  service: { id: string; name: string; durationMinutes: number; priceType: ServiceRow['priceType'] };
  /** The promotion whose price was booked (kept after it is deleted, so the name stays). */
  promotion: { id: string; title: string } | null;
}

/**
 * The parts of a visit of several services that its messages and page list: those still standing,
 * or all of them once the whole visit is called off; empty for a visit of one service.
 */
export function listedParts<Part extends AppointmentNames>(parts: readonly Part[]): Part[] {
  if (parts.length < 2) return [];
  const standing = parts.filter((part) => isLiveStatus(part.appointment.status));
  return standing.length > 0 ? standing : [...parts];
}

/** For screens and lists: only the salon's time zone, as a page reads up to a hundred of them. */
export interface AppointmentView extends AppointmentNames {
  timeZone: string;
}

/** With the whole salon and how to reach the client: a mail about the appointment, the client's visit page. */
export interface AppointmentWithSalon extends AppointmentNames {
  client: AppointmentNames['client'] &
    Pick<ClientRow, 'email' | 'phoneDigits' | 'language' | 'messageChannel' | 'whatsappOptInAt'>;
  salon: SalonRow;
  /** The owner's language, which the client's mails speak (a client may have none of their own). */
  ownerLanguage: Language | null;
  /**
   * The whole visit this appointment belongs to, soonest first and this one included: the client's
   * messages and page speak of all of it. Only this appointment when it is a visit of its own.
   */
  parts: AppointmentNames[];
}

const NAMES = {
  appointment: appointments,
  client: {
    id: clients.id,
    firstName: clients.firstName,
    lastName: clients.lastName,
    phone: clients.phone,
  },
  employee: { id: employees.id, firstName: employees.firstName, lastName: employees.lastName },
  service: {
    id: services.id,
    name: services.name,
    durationMinutes: services.durationMinutes,
    priceType: services.priceType,
  },
  promotion: { id: promotions.id, title: promotions.title },
};

/** The names joined, with `extra` columns (the salon's) added or a group of NAMES widened. */
function withNames<Extra extends SelectedFields>(ex: Executor, extra: Extra) {
  return ex
    .select({ ...NAMES, ...extra })
    .from(appointments)
    .innerJoin(clients, sameCompanyRow(clients, appointments.clientId, appointments.companyId))
    .innerJoin(employees, sameCompanyRow(employees, appointments.employeeId, appointments.companyId))
    .innerJoin(services, sameCompanyRow(services, appointments.serviceId, appointments.companyId))
    .innerJoin(salons, sameCompanyRow(salons, appointments.salonId, appointments.companyId))
    .leftJoin(promotions, sameCompanyRow(promotions, appointments.promotionId, appointments.companyId));
}

/**
 * The one read of "an appointment with its names", for the calendar and lists, a client's visits, the mails
 * and the visit page: a module below all of those, so each reads it the same way.
 */
export const appointmentViewRepository = {
  /** The screens' read, to finish with a where, an order and a limit. */
  select: (ex: Executor) => withNames(ex, { timeZone: salons.timeZone }),

  /**
   * Several rows with their names, in no particular order (a list page puts them in its order). The ids as
   * one array, so the text is the same for any number of them and it runs as one named statement: the join
   * of the names took a list page or a calendar longer to plan than to run. By key, so one plan serves all.
   */
  byIds(ex: Executor, companyId: string, ids: string[]): Promise<AppointmentView[]> {
    const query = this.select(ex).where(
      and(eq(appointments.companyId, companyId), sql`${appointments.id} = any(${uuidArray(ids)}::uuid[])`),
    );
    return asNamedStatement(query, 'appointment_views_by_ids');
  },

  async find(ex: Executor, id: string, companyId: string): Promise<AppointmentView | undefined> {
    const [row] = await this.select(ex)
      .where(rowOfCompany(appointments, id, companyId))
      .limit(1);
    return row;
  },

  /**
   * With the whole salon; by id alone for a queued mail (its job knows no company). `forUpdate` holds the
   * appointment row, not the names.
   */
  async findWithSalon(
    ex: Executor,
    id: string,
    options: { companyId?: string; forUpdate?: boolean } = {},
  ): Promise<AppointmentWithSalon | undefined> {
    const query = withNames(ex, {
      salon: salons,
      // In the same read: a booking plans its mails with it, inside the booking's transaction.
      ownerLanguage: sql<Language | null>`(
        select ${users.language} from ${companies}
        join ${accounts} on ${accounts.id} = ${companies.ownerAccountId}
        join ${users} on ${users.id} = ${accounts.userId}
        where ${companies.id} = ${appointments.companyId}
      )`,
      client: {
        ...NAMES.client,
        email: clients.email,
        phoneDigits: clients.phoneDigits,
        language: clients.language,
        messageChannel: clients.messageChannel,
        whatsappOptInAt: clients.whatsappOptInAt,
      },
    })
      .where(options.companyId ? rowOfCompany(appointments, id, options.companyId) : eq(appointments.id, id))
      .limit(1);
    const [row] = options.forUpdate ? await query.for('update', { of: appointments }) : await query;
    if (!row) return undefined;
    const { visitId, companyId } = row.appointment;
    if (!visitId) return { ...row, parts: [row] };
    return { ...row, parts: await this.visitParts(ex, companyId, visitId, options.forUpdate) };
  },

  /** Every part of a visit, soonest first; `forUpdate` holds their rows (a change of the visit moves all). */
  async visitParts(
    ex: Executor,
    companyId: string,
    visitId: string,
    forUpdate = false,
  ): Promise<AppointmentNames[]> {
    const query = withNames(ex, {})
      .where(and(eq(appointments.companyId, companyId), eq(appointments.visitId, visitId)))
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    return forUpdate ? query.for('update', { of: appointments }) : query;
  },

  /**
   * What the totals of visits of several services are made of: every part of each visit, soonest first, with
   * its service's name (one statement for a whole page of rows; the visit index answers it).
   */
  async visitFigures(
    ex: Executor,
    companyId: string,
    visitIds: readonly string[],
  ): Promise<Map<string, VisitPartFigures[]>> {
    const byVisit = new Map<string, VisitPartFigures[]>();
    const ids = [...new Set(visitIds)];
    if (ids.length === 0) return byVisit;
    const rows = await ex
      .select({
        visitId: appointments.visitId,
        id: appointments.id,
        status: appointments.status,
        start: appointments.startsAt,
        end: appointments.endsAt,
        priceCents: appointments.priceCents,
        service: services.name,
      })
      .from(appointments)
      .innerJoin(services, sameCompanyRow(services, appointments.serviceId, appointments.companyId))
      .where(
        and(
          eq(appointments.companyId, companyId),
          sql`${appointments.visitId} = any(${uuidArray(ids)}::uuid[])`,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    for (const { visitId, ...part } of rows) {
      const list = byVisit.get(visitId!) ?? [];
      list.push(part);
      byVisit.set(visitId!, list);
    }
    return byVisit;
  },
};
