import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counts of the public pages' reads per address, route and minute (lib/public-read-limit.ts), shared by every
 * server process so a limit holds however many of them a load balancer spreads the calls over.
 * UNLOGGED (migration 0040): a crash may lose a minute's counts, which costs nothing, and no write waits on
 * the WAL. Rows of past minutes are deleted as new ones come.
 */
export const publicReadCounts = pgTable(
  'public_read_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
