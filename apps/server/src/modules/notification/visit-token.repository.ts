import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { claimRoute, companyOfRoute } from '../../lib/shard-routes.js';
import { visitTokens, type VisitTokenRow } from '../../db/tables/visit.table.js';

export const visitTokenRepository = {
  /**
   * The appointment's link token, made on first use: every mail about one visit carries the same link. Two
   * callers racing both read the one row that won.
   */
  async issueFor(ex: Executor, appointmentId: string, companyId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const [made] = await ex
      .insert(visitTokens)
      .values({ token, appointmentId, companyId })
      .onConflictDoNothing({ target: [visitTokens.companyId, visitTokens.appointmentId] })
      .returning({ token: visitTokens.token });
    // The token's route keeps it unique across companies.
    if (made) await claimRoute(ex, 'visit_token', made.token, companyId);
    const [row] = await ex
      .select({ token: visitTokens.token })
      .from(visitTokens)
      .where(and(eq(visitTokens.companyId, companyId), eq(visitTokens.appointmentId, appointmentId)));
    return row!.token;
  },

  async find(ex: Executor, token: string): Promise<VisitTokenRow | undefined> {
    const [row] = await ex
      .select()
      .from(visitTokens)
      .where(
        and(eq(visitTokens.companyId, companyOfRoute('visit_token', token)), eq(visitTokens.token, token)),
      )
      .limit(1);
    return row;
  },
};
