import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The join condition for the row of `target` that `ref` points at, in the company of `refCompanyId`: its id and
 * its company_id. Every key between a company's tables holds company_id, so a join that names it
 * reads one company's rows, and on a database sharded by company stays on one node
 * (`__tests__/security/company-filter.test.ts` checks every business operation's statements for it).
 */
export const sameCompanyRow = (
  target: { id: AnyPgColumn; companyId: AnyPgColumn },
  ref: AnyPgColumn,
  refCompanyId: AnyPgColumn,
): SQL => and(eq(target.id, ref), eq(target.companyId, refCompanyId))!;

/**
 * The condition for one row of a company's table by its id: its id and its company_id, so another company's
 * id finds nothing (a 404, docs/product.md "Errors") and the statement stays on the company's shard.
 */
export const rowOfCompany = (
  table: { id: AnyPgColumn; companyId: AnyPgColumn },
  id: string,
  companyId: string,
): SQL => and(eq(table.id, id), eq(table.companyId, companyId))!;
