import { and, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import { authAttempts } from '../db/tables/auth.table.js';
import type { Executor } from './db.js';

export interface AttemptCount {
  count: number;
  windowStart: Date;
}

// Windows start at the database's clock (every server copy agrees), cut to milliseconds so that the start a
// caller got back (a JS Date) names its window exactly when an attempt is given back.
const windowNow = sql`date_trunc('milliseconds', now())`;
const windowExpired = (minutes: number) =>
  sql`${authAttempts.windowStart} <= now() - make_interval(mins => ${minutes})`;

/** The counted attempts behind the attempt limiter (sign-in, sign-up, codes, resets): one row per key and window. */
export const attemptRepository = {
  /**
   * Takes one attempt on `key` unless its window already holds `limit` (no limit: a count that only slows),
   * starting a new window when the old one is over. The check and the count are one statement (the row is
   * locked by the upsert), so concurrent callers never take more than `limit`. Answers the count with this
   * attempt and the window's start, or undefined when the key is at its limit.
   */
  async reserveAttempt(
    ex: Executor,
    key: string,
    limit: number | undefined,
    windowMinutes: number,
  ): Promise<AttemptCount | undefined> {
    const expired = windowExpired(windowMinutes);
    const [row] = await ex
      .insert(authAttempts)
      .values({ key, windowStart: windowNow, count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${windowNow} else ${authAttempts.windowStart} end`,
        },
        setWhere: limit === undefined ? undefined : sql`${expired} or ${authAttempts.count} < ${limit}`,
      })
      .returning({ count: authAttempts.count, windowStart: authAttempts.windowStart });
    return row;
  },

  /** Gives a reserved attempt back, only to the window it was taken from (a new window owes it nothing). */
  async returnAttempt(ex: Executor, key: string, windowStart: Date): Promise<void> {
    await ex
      .update(authAttempts)
      .set({ count: sql`${authAttempts.count} - 1` })
      .where(
        and(eq(authAttempts.key, key), eq(authAttempts.windowStart, windowStart), gt(authAttempts.count, 0)),
      );
  },

  async deleteAttempt(ex: Executor, key: string): Promise<void> {
    await ex.delete(authAttempts).where(eq(authAttempts.key, key));
  },

  /**
   * Deletes `key` and every key starting with `prefix` in one statement. The range on the primary key finds
   * them through its index (the prefix is followed by an address, whose first character sorts below `z` in a
   * bytewise and in a linguistic collation alike); `left()` keeps the match exact. Not LIKE: e-mails may hold
   * `%` and `_`.
   */
  async deleteAttemptsByPrefix(ex: Executor, key: string, prefix: string): Promise<void> {
    await ex
      .delete(authAttempts)
      .where(
        or(
          eq(authAttempts.key, key),
          and(
            gte(authAttempts.key, prefix),
            lt(authAttempts.key, `${prefix}z`),
            sql`left(${authAttempts.key}, char_length(${prefix})) = ${prefix}`,
          ),
        ),
      );
  },

  async deleteExpiredAttempts(ex: Executor, windowMinutes: number): Promise<void> {
    await ex.delete(authAttempts).where(windowExpired(windowMinutes));
  },
};
