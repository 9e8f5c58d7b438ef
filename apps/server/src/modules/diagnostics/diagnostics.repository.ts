import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { employees } from '../../db/tables/employee.table.js';
import { jobs } from '../../db/tables/job.table.js';
import { salons } from '../../db/tables/salon.table.js';

export interface JobCounts {
  waiting: number;
  running: number;
  failed: number;
}

export const diagnosticsRepository = {
  /** Queued, running and failed jobs, of one company or (null) of the platform. */
  async jobCounts(ex: Executor, companyId: string | null): Promise<JobCounts> {
    const rows = await ex
      .select({ state: jobs.state, n: count() })
      .from(jobs)
      .where(companyId ? eq(jobs.companyId, companyId) : undefined)
      .groupBy(jobs.state);
    const of = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
    return { waiting: of('queued'), running: of('running'), failed: of('failed') };
  },

  /** Migrations applied to this database (drizzle's own bookkeeping table). */
  async appliedMigrations(ex: Executor): Promise<number> {
    const result = (await ex.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  },

  /** The storage folders of a company's files: its salons' and its employees' (keys are made per id). */
  async companyFileFolders(ex: Executor, companyId: string): Promise<string[]> {
    const [salonRows, employeeRows] = await Promise.all([
      ex.select({ id: salons.id }).from(salons).where(eq(salons.companyId, companyId)),
      ex.select({ id: employees.id }).from(employees).where(eq(employees.companyId, companyId)),
    ]);
    return [
      ...salonRows.map((row) => `salons/${row.id}`),
      ...employeeRows.map((row) => `employees/${row.id}`),
    ];
  },
};
