import { and, desc, eq, gt, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { WaitlistOfferStatus } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { claimRoute, companyOfRoute } from '../../lib/shard-routes.js';
import { clients } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { salons } from '../../db/tables/salon.table.js';
import { services } from '../../db/tables/service.table.js';
import {
  waitlistEntries,
  waitlistOffers,
  type WaitlistEntryRow,
  type WaitlistOfferRow,
} from '../../db/tables/waitlist.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';
import type { SalonRef } from './waitlist.repository.js';

/**
 * The waitlist's offers: a free time held for one waiting client, its page by token, and its end (claimed,
 * declined, lapsed, gone). The entries themselves are waitlist.repository.ts's.
 */
/** An offer with what its page and its messages name. */
export interface OfferView {
  offer: WaitlistOfferRow;
  entry: WaitlistEntryRow;
  salonId: string;
  clientFirstName: string;
  serviceName: string;
  serviceDuration: number;
  employeeFirstName: string;
}

export const waitlistOfferRepository = {
  /** The latest offer of each entry. */
  async latestOffers(
    ex: Executor,
    companyId: string,
    entryIds: readonly string[],
  ): Promise<Map<string, WaitlistOfferRow>> {
    if (entryIds.length === 0) return new Map();
    const rows = await ex
      .selectDistinctOn([waitlistOffers.entryId])
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.companyId, companyId), inArray(waitlistOffers.entryId, [...entryIds])))
      .orderBy(waitlistOffers.entryId, desc(waitlistOffers.createdAt), desc(waitlistOffers.id));
    return new Map(rows.map((row) => [row.entryId, row]));
  },

  /** Open offers whose time ran out, or whose entry no longer waits, lapse. */
  async lapseOffers(ex: Executor, salon: SalonRef, now: Date): Promise<number> {
    const rows = await ex
      .update(waitlistOffers)
      .set({ status: 'expired', endedAt: sql`now()` })
      .where(
        and(
          eq(waitlistOffers.companyId, salon.companyId),
          eq(waitlistOffers.salonId, salon.id),
          eq(waitlistOffers.status, 'open'),
          or(
            lte(waitlistOffers.expiresAt, now),
            sql`not exists (select 1 from ${waitlistEntries} where ${waitlistEntries.id} = ${waitlistOffers.entryId} and ${waitlistEntries.companyId} = ${salon.companyId} and ${waitlistEntries.status} = 'waiting')`,
          ),
        ),
      )
      .returning({ id: waitlistOffers.id });
    return rows.length;
  },

  async openOffersOfSalon(ex: Executor, salon: SalonRef): Promise<WaitlistOfferRow[]> {
    return ex
      .select()
      .from(waitlistOffers)
      .where(
        and(
          eq(waitlistOffers.companyId, salon.companyId),
          eq(waitlistOffers.salonId, salon.id),
          eq(waitlistOffers.status, 'open'),
        ),
      );
  },

  /** The starts already offered to each entry and let go (declined or lapsed): not offered again. */
  async refusedStarts(
    ex: Executor,
    companyId: string,
    entryIds: readonly string[],
  ): Promise<Map<string, Set<number>>> {
    const found = new Map<string, Set<number>>();
    if (entryIds.length === 0) return found;
    const rows = await ex
      .select({ entryId: waitlistOffers.entryId, startsAt: waitlistOffers.startsAt })
      .from(waitlistOffers)
      .where(
        and(
          eq(waitlistOffers.companyId, companyId),
          inArray(waitlistOffers.entryId, [...entryIds]),
          inArray(waitlistOffers.status, ['declined', 'expired']),
        ),
      );
    for (const row of rows) {
      const starts = found.get(row.entryId) ?? new Set<number>();
      starts.add(row.startsAt.getTime());
      found.set(row.entryId, starts);
    }
    return found;
  },

  /** The new offer, or undefined when the entry already has an open one (another run made it). */
  async insertOffer(
    ex: Executor,
    values: typeof waitlistOffers.$inferInsert,
  ): Promise<WaitlistOfferRow | undefined> {
    const [row] = await ex.insert(waitlistOffers).values(values).onConflictDoNothing().returning();
    // The token's route, unique across companies.
    if (row) await claimRoute(ex, 'waitlist_offer', row.tokenHash, row.companyId);
    return row;
  },

  async findOfferView(ex: Executor, tokenHash: string): Promise<OfferView | undefined> {
    const [row] = await ex
      .select({
        offer: waitlistOffers,
        entry: waitlistEntries,
        salonId: salons.id,
        clientFirstName: clients.firstName,
        serviceName: services.name,
        serviceDuration: services.durationMinutes,
        employeeFirstName: employees.firstName,
      })
      .from(waitlistOffers)
      .innerJoin(
        waitlistEntries,
        sameCompanyRow(waitlistEntries, waitlistOffers.entryId, waitlistOffers.companyId),
      )
      .innerJoin(salons, sameCompanyRow(salons, waitlistOffers.salonId, waitlistOffers.companyId))
      .innerJoin(
        clients,
        and(eq(clients.id, waitlistEntries.clientId), eq(clients.companyId, waitlistOffers.companyId)),
      )
      .innerJoin(
        services,
        and(eq(services.id, waitlistEntries.serviceId), eq(services.companyId, waitlistOffers.companyId)),
      )
      .innerJoin(employees, sameCompanyRow(employees, waitlistOffers.employeeId, waitlistOffers.companyId))
      .where(
        and(
          eq(waitlistOffers.companyId, companyOfRoute('waitlist_offer', tokenHash)),
          eq(waitlistOffers.tokenHash, tokenHash),
        ),
      );
    return row;
  },

  /** The offer, locked for its claim: a second claim of the same link waits for the first to end. */
  async lockOffer(ex: Executor, id: string, companyId: string): Promise<WaitlistOfferRow | undefined> {
    const [row] = await ex
      .select()
      .from(waitlistOffers)
      .where(rowOfCompany(waitlistOffers, id, companyId))
      .for('update');
    return row;
  },

  /** Ends an offer if it is still open; whether it was. */
  async endOffer(
    ex: Executor,
    offer: { id: string; companyId: string },
    status: Exclude<WaitlistOfferStatus, 'open'>,
    appointmentId: string | null = null,
  ): Promise<boolean> {
    const rows = await ex
      .update(waitlistOffers)
      .set({ status, appointmentId, endedAt: sql`now()` })
      .where(
        and(
          eq(waitlistOffers.id, offer.id),
          eq(waitlistOffers.companyId, offer.companyId),
          eq(waitlistOffers.status, 'open'),
        ),
      )
      .returning({ id: waitlistOffers.id });
    return rows.length > 0;
  },

  /** The other open offers of the same employee meeting [start, end): the time is taken, they are gone. */
  async endOverlapping(ex: Executor, offer: WaitlistOfferRow): Promise<void> {
    await ex
      .update(waitlistOffers)
      .set({ status: 'gone', endedAt: sql`now()` })
      .where(
        and(
          eq(waitlistOffers.companyId, offer.companyId),
          eq(waitlistOffers.salonId, offer.salonId),
          eq(waitlistOffers.employeeId, offer.employeeId),
          eq(waitlistOffers.status, 'open'),
          ne(waitlistOffers.id, offer.id),
          lt(waitlistOffers.startsAt, offer.endsAt),
          gt(waitlistOffers.endsAt, offer.startsAt),
        ),
      );
  },

  /** Who an offer's messages name and reach. */
  async offerPeople(
    ex: Executor,
    companyId: string,
    ids: { clientId: string; employeeId: string; serviceId: string },
  ) {
    const [client] = await ex
      .select()
      .from(clients)
      .where(and(eq(clients.id, ids.clientId), eq(clients.companyId, companyId)));
    const [employee] = await ex
      .select({ firstName: employees.firstName })
      .from(employees)
      .where(and(eq(employees.id, ids.employeeId), eq(employees.companyId, companyId)));
    const [service] = await ex
      .select({ name: services.name })
      .from(services)
      .where(and(eq(services.id, ids.serviceId), eq(services.companyId, companyId)));
    if (!client || !employee || !service) return undefined;
    return { client, employeeFirstName: employee.firstName, serviceName: service.name };
  },

  async offerIsOpen(ex: Executor, id: string, companyId: string): Promise<boolean> {
    const rows = await ex
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(
        and(
          eq(waitlistOffers.id, id),
          eq(waitlistOffers.companyId, companyId),
          eq(waitlistOffers.status, 'open'),
        ),
      );
    return rows.length > 0;
  },
};
