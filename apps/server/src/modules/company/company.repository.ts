import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { claimRoute, routedCompany, routeIs } from '../../lib/shard-routes.js';
import { shardRoutes } from '../../db/tables/shard-route.table.js';
import { companies, type CompanyRow } from '../../db/tables/company.table.js';

export const companyRepository = {
  /** With the routes of its RIF and owner, unique across the platform. */
  async insert(ex: Executor, values: typeof companies.$inferInsert): Promise<CompanyRow> {
    await claimRoute(ex, 'company_owner', values.ownerAccountId, values.id);
    await claimRoute(ex, 'company_rif', values.rif, values.id);
    const [row] = await ex.insert(companies).values(values).returning();
    return row!;
  },

  /** Through the owner's route: the company's shard, not a search of every company. */
  async findByOwnerAccount(ex: Executor, accountId: string): Promise<CompanyRow | undefined> {
    const [row] = await ex
      .select(getTableColumns(companies))
      .from(shardRoutes)
      .innerJoin(
        companies,
        and(eq(companies.id, shardRoutes.companyId), eq(companies.ownerAccountId, accountId)),
      )
      .where(routeIs('company_owner', accountId))
      .limit(1);
    return row;
  },

  /** Only the caller's own company: another company's id answers nothing (no existence oracle). */
  async findOwnById(ex: Executor, id: string, companyId: string | null): Promise<CompanyRow | undefined> {
    if (!companyId || id !== companyId) return undefined;
    const [row] = await ex.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  },

  async isRifTaken(ex: Executor, rif: string): Promise<boolean> {
    return (await routedCompany(ex, 'company_rif', rif)) !== undefined;
  },
};
