import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import type { CalendarVersions } from '../../lib/salon-cache.js';
import { calendarVersionRepository } from './calendar-version.repository.js';

const NO_VERSIONS: CalendarVersions = { calendarVersion: 0, calendarNamesVersion: 0 };

/**
 * A salon's calendar versions as `ex` has them (a salon without its row yet is at 0): read where the rest of
 * an answer is read, so a replica's answer is keyed by the replica's own version (migration 0045).
 */
export async function readCalendarVersions(
  ex: Executor,
  salon: { id: string; companyId: string },
): Promise<CalendarVersions> {
  return (await calendarVersionRepository.find(ex, salon.id, salon.companyId)) ?? NO_VERSIONS;
}

/**
 * The primary's calendar versions of a salon, which the calendar's cached answers are keyed by: from memory
 * unless a bump was announced since. Always loaded from the primary, even in a request sent to a read
 * replica: a replica's older version kept here would serve a calendar its own change had outdated.
 */
export async function calendarVersionsOf(
  ctx: AppContext,
  salon: { id: string; companyId: string },
): Promise<CalendarVersions> {
  const versions = await ctx.calendarVersions.get(salon.id, () =>
    readCalendarVersions(ctx.database.db, salon),
  );
  return versions ?? NO_VERSIONS;
}
