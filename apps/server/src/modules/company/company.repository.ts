import { eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { claimRoute } from '../../lib/shard-routes.js';
import { companies, type CompanyRow } from '../../db/tables/company.table.js';

export const companyRepository = {
  /** With the routes of its RIF and owner, unique across the platform (issue 30). */
  async insert(ex: Executor, values: typeof companies.$inferInsert): Promise<CompanyRow> {
    await claimRoute(ex, 'company_owner', values.ownerAccountId, values.id);
    await claimRoute(ex, 'company_rif', values.rif, values.id);
    const [row] = await ex.insert(companies).values(values).returning();
    return row!;
  },

  async findByOwnerAccount(ex: Executor, accountId: string): Promise<CompanyRow | undefined> {
    const [row] = await ex.select().from(companies).where(eq(companies.ownerAccountId, accountId)).limit(1);
    return row;
  },

  /** Only the caller's own company: another company's id answers nothing (no existence oracle). */
  async findOwnById(ex: Executor, id: string, companyId: string | null): Promise<CompanyRow | undefined> {
    if (!companyId || id !== companyId) return undefined;
    const [row] = await ex.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  },

  async isRifTaken(ex: Executor, rif: string): Promise<boolean> {
    const rows = await ex.select({ id: companies.id }).from(companies).where(eq(companies.rif, rif)).limit(1);
    return rows.length > 0;
  },
};
