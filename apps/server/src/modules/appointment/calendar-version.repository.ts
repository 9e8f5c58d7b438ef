import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { asNamedStatement } from '../../lib/named-statement.js';
import type { CalendarVersions } from '../../lib/salon-cache.js';
import { salonCalendarVersions } from '../../db/tables/salon.table.js';

export const calendarVersionRepository = {
  /** A salon's row of migration 0045; undefined before it has one. */
  async find(ex: Executor, salonId: string, companyId: string): Promise<CalendarVersions | undefined> {
    const [row] = await asNamedStatement(
      ex
        .select({
          calendarVersion: salonCalendarVersions.calendarVersion,
          calendarNamesVersion: salonCalendarVersions.calendarNamesVersion,
        })
        .from(salonCalendarVersions)
        .where(
          and(eq(salonCalendarVersions.salonId, salonId), eq(salonCalendarVersions.companyId, companyId)),
        )
        .limit(1),
      'salon_calendar_versions',
    );
    return row;
  },
};
