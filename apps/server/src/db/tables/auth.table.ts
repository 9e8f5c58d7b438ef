import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';

/** Opaque bearer tokens: only their SHA-256 is stored, so a database leak reveals no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('access_tokens_account_id_idx').on(table.accountId)],
);

/**
 * Attempt counters for rate limiting, kept in the database so that several server copies share them.
 * `key` names what is limited, e.g. `login:pair:ana@example.com|10.0.0.1` or `login:ip:10.0.0.1`
 * (attempt-limiter.ts has the shapes).
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export type AccessTokenRow = typeof accessTokens.$inferSelect;
