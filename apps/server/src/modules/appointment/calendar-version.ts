import type { AppContext } from '../../lib/context.js';
import type { CalendarVersions } from '../../lib/salon-cache.js';
import { calendarVersionRepository } from './calendar-version.repository.js';

const NO_VERSIONS: CalendarVersions = { calendarVersion: 0, calendarNamesVersion: 0 };

/**
 * A salon's calendar versions, which its cached calendar answers and free times are keyed by: from memory
 * unless a bump was announced since (migration 0045). A salon without its row yet is at 0.
 */
export async function calendarVersionsOf(
  ctx: AppContext,
  salon: { id: string; companyId: string },
): Promise<CalendarVersions> {
  const versions = await ctx.calendarVersions.get(
    salon.id,
    async () => (await calendarVersionRepository.find(ctx.db, salon.id, salon.companyId)) ?? NO_VERSIONS,
  );
  return versions ?? NO_VERSIONS;
}
