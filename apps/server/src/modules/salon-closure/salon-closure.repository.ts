import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
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
