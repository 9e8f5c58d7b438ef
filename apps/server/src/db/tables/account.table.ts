import { ACCOUNT_TYPES, LANGUAGES } from '@salon/core';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person who can sign in. One user may hold several accounts (their business, an employee login). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  /** Always stored lower-cased and trimmed (the shared schema normalises it), so equality is enough. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  phone: text('phone'),
  avatarPath: text('avatar_path'),
  language: text('language', { enum: LANGUAGES }).notNull().default('es-ve'),
  googleSubject: text('google_subject').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    /** Employee logins get a mailed temporary password; sign-in is held until it is replaced. */
    isPasswordTemp: boolean('is_password_temp').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One login of each type per person: an e-mail is an employee of at most one salon.
  (table) => [uniqueIndex('accounts_user_type_uq').on(table.userId, table.accountType)],
);

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
