import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { platformAdmins } from '../../db/tables/admin.table.js';
import {
  companyExchangeRates,
  exchangeRates,
  type CompanyExchangeRateRow,
  type ExchangeRateRow,
} from '../../db/tables/exchange-rate.table.js';

export type NewExchangeRate = Omit<ExchangeRateRow, 'enteredAt'>;

/** A stored rate with the administrator who entered it (null for the feed). */
export interface ListedRate {
  row: ExchangeRateRow;
  admin: { id: string; email: string; name: string } | null;
}

export const exchangeRateRepository = {
  /** The rate of `date`, else the last one before it: a day without its own (a weekend) uses Friday's. */
  async findOnOrBefore(ex: Executor, date: string): Promise<ExchangeRateRow | undefined> {
    const [row] = await ex
      .select()
      .from(exchangeRates)
      .where(lte(exchangeRates.date, date))
      .orderBy(desc(exchangeRates.date))
      .limit(1);
    return row;
  },

  /** A company's own entry of `date`, else its last one before it. */
  async findCompanyOnOrBefore(
    ex: Executor,
    companyId: string,
    date: string,
  ): Promise<CompanyExchangeRateRow | undefined> {
    const [row] = await ex
      .select()
      .from(companyExchangeRates)
      .where(and(eq(companyExchangeRates.companyId, companyId), lte(companyExchangeRates.date, date)))
      .orderBy(desc(companyExchangeRates.date))
      .limit(1);
    return row;
  },

  /** A company's own entry of `date`: entering the date again replaces it. */
  async upsertCompany(
    ex: Executor,
    row: Omit<CompanyExchangeRateRow, 'enteredAt'>,
  ): Promise<CompanyExchangeRateRow> {
    const [saved] = await ex
      .insert(companyExchangeRates)
      .values(row)
      .onConflictDoUpdate({
        target: [companyExchangeRates.companyId, companyExchangeRates.date],
        set: { rate: row.rate, enteredByAccountId: row.enteredByAccountId, enteredAt: sql`now()` },
      })
      .returning();
    return saved!;
  },

  /** The row of exactly `date`, locked until the transaction ends (a replacement records what it replaced). */
  async lockByDate(ex: Executor, date: string): Promise<ExchangeRateRow | undefined> {
    const [row] = await ex.select().from(exchangeRates).where(eq(exchangeRates.date, date)).for('update');
    return row;
  },

  /** An administrator's entry: sets the date's rate whoever entered it before. */
  async upsert(ex: Executor, row: NewExchangeRate): Promise<ExchangeRateRow> {
    const [saved] = await ex
      .insert(exchangeRates)
      .values(row)
      .onConflictDoUpdate({
        target: exchangeRates.date,
        set: {
          rate: row.rate,
          source: row.source,
          origin: row.origin,
          enteredByAdminId: row.enteredByAdminId,
          enteredAt: sql`now()`,
        },
      })
      .returning();
    return saved!;
  },

  /**
   * The feed's entry: stored, or replacing an earlier feed value of that date, but never an administrator's
   * (a manual entry wins). Answers the row written, or undefined when an administrator's was kept.
   */
  async upsertFromFeed(ex: Executor, row: NewExchangeRate): Promise<ExchangeRateRow | undefined> {
    const [saved] = await ex
      .insert(exchangeRates)
      .values(row)
      .onConflictDoUpdate({
        target: exchangeRates.date,
        set: { rate: row.rate, source: row.source, enteredAt: sql`now()` },
        setWhere: eq(exchangeRates.origin, 'feed'),
      })
      .returning();
    return saved;
  },

  /** Rates of dates that have none yet (the demo's history); a date already stored keeps its rate. */
  async insertIfMissing(ex: Executor, rows: NewExchangeRate[]): Promise<void> {
    if (rows.length > 0) await ex.insert(exchangeRates).values(rows).onConflictDoNothing();
  },

  /** Newest date first. */
  async list(ex: Executor, page: { page: number; limit: number }) {
    const rows = await ex
      .select({
        row: exchangeRates,
        adminId: platformAdmins.id,
        adminEmail: platformAdmins.email,
        adminName: platformAdmins.name,
      })
      .from(exchangeRates)
      .leftJoin(platformAdmins, eq(platformAdmins.id, exchangeRates.enteredByAdminId))
      .orderBy(desc(exchangeRates.date))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit);
    const [total] = await ex.select({ total: count() }).from(exchangeRates);
    const listed: ListedRate[] = rows.map((found) => ({
      row: found.row,
      admin: found.adminId ? { id: found.adminId, email: found.adminEmail!, name: found.adminName! } : null,
    }));
    return { rows: listed, total: total?.total ?? 0 };
  },
};
