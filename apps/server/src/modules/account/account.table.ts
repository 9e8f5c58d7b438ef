import { ACCOUNT_TYPES, LANGUAGES } from '@salon/core';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
