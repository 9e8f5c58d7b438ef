import { CALENDAR_FEED_SCOPES, LANGUAGES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  primaryKey,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * A private iCalendar address that an account gave to Google or Apple Calendar: its own
 * appointments (`own`, an employee login) or a whole salon's (`salon`, owner and manager). Only the SHA-256 of
 * its secret is kept, as for access tokens, so a database leak opens no calendar. Who may read it is checked
 * again at every fetch from the account's current role; a revoked row stays (revoked_at) as a record.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The salon listed (`salon`), or the employee's salon when the feed was made (`own`). */
    salonId: uuid('salon_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: CALENDAR_FEED_SCOPES }).notNull(),
    /** Unique across companies through `shard_routes` ('calendar_feed'); the feed is found by index. */
    tokenHash: text('token_hash').notNull(),
    /** The language of the few words the file has beyond names (the creator's, at creation). */
    language: text('language', { enum: LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once an hour, so a calendar's polling does not turn every read into a write. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'calendar_feeds_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'calendar_feeds_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    // One live address per account, scope and salon: two "new link" clicks at once cannot leave two.
    uniqueIndex('calendar_feeds_active_uq')
      .on(table.accountId, table.scope, table.salonId, table.companyId)
      .where(sql`${table.revokedAt} is null`),
    index('calendar_feeds_company_idx').on(table.companyId),
    index('calendar_feeds_token_idx').on(table.tokenHash),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type NewCalendarFeed = typeof calendarFeeds.$inferInsert;
