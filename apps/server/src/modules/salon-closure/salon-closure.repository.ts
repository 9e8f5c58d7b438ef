import { LIVE_STATUSES } from '@salon/core';
import { and, asc, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { appointments } from '../../db/tables/appointment.table.js';
import {
  salonClosures,
  type NewSalonClosure,
  type SalonClosureRow,
} from '../../db/tables/salon-closure.table.js';

const ofSalon = (companyId: string, salonId: string) =>
  and(eq(salonClosures.companyId, companyId), eq(salonClosures.salonId, salonId));

export const salonClosureRepository = {
  /** The salon's closures that touch the dates `from`–`to`, earliest first. */
  async touching(ex: Executor, companyId: string, salonId: string, from: string, to: string) {
    return ex
      .select()
      .from(salonClosures)
      .where(
        and(ofSalon(companyId, salonId), lte(salonClosures.startsOn, to), gte(salonClosures.endsOn, from)),
      )
      .orderBy(asc(salonClosures.startsOn), asc(salonClosures.id));
  },

  /**
   * The appointments still standing on the local days `from`–`to` in the salon's zone. Read from the
   * appointments' table as the booking's closed-day check reads this module's: the two modules import neither.
   */
  async bookedOn(
    ex: Executor,
    where: { companyId: string; salonId: string; timeZone: string; from: string; to: string },
  ): Promise<number> {
    // A day's margin either side of the UTC dates keeps the salon/start index in use; the local date decides.
    const after = new Date(Date.parse(`${where.from}T00:00:00Z`) - 86_400_000);
    const before = new Date(Date.parse(`${where.to}T00:00:00Z`) + 2 * 86_400_000);
    const localDay = sql`(${appointments.startsAt} at time zone ${where.timeZone})::date`;
    const [row] = await ex
      .select({ booked: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.companyId, where.companyId),
          eq(appointments.salonId, where.salonId),
          inArray(appointments.status, [...LIVE_STATUSES]),
          gte(appointments.startsAt, after),
          lt(appointments.startsAt, before),
          sql`${localDay} between ${where.from}::date and ${where.to}::date`,
        ),
      );
    return row?.booked ?? 0;
  },

  async insert(ex: Executor, row: NewSalonClosure): Promise<SalonClosureRow> {
    const [inserted] = await ex.insert(salonClosures).values(row).returning();
    return inserted!;
  },

  /** An accepted holiday; a second acceptance of the same one (two clicks at once) keeps the first. */
  async insertHoliday(ex: Executor, row: NewSalonClosure): Promise<SalonClosureRow | undefined> {
    const [inserted] = await ex.insert(salonClosures).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async holidayOn(ex: Executor, companyId: string, salonId: string, holiday: string, day: string) {
    const [row] = await ex
      .select()
      .from(salonClosures)
      .where(
        and(
          ofSalon(companyId, salonId),
          eq(salonClosures.holiday, holiday as NonNullable<SalonClosureRow['holiday']>),
          eq(salonClosures.startsOn, day),
        ),
      )
      .limit(1);
    return row;
  },

  async remove(ex: Executor, companyId: string, salonId: string, id: string) {
    const [row] = await ex
      .delete(salonClosures)
      .where(and(ofSalon(companyId, salonId), eq(salonClosures.id, id)))
      .returning();
    return row;
  },
};
