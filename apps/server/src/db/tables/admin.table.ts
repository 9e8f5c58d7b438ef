import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Platform administrators: a separate kind of person from the business accounts (own table, own sessions,
 * own login screen), created from the command line (`npm run admin -- create-admin <email>`).
 */
export const platformAdmins = pgTable('platform_admins', {
  id: uuid('id').primaryKey(),
  /** Stored lower-cased and trimmed (the shared e-mail schema normalises it). */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});
export type PlatformAdminRow = typeof platformAdmins.$inferSelect;

/**
 * An administrator's bearer tokens, apart from `access_tokens`: a business token is not in this table and an
 * administrator's is not in that one, so neither is ever accepted by the other side. Only the SHA-256 is kept.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => platformAdmins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId)],
);
export type AdminSessionRow = typeof adminSessions.$inferSelect;

/**
 * Every administrator action (payment.confirm, payment.reject, plan.update, salon.approve, salon.reject,
 * admin.login, admin.create, admin.password_reset). `admin_id` is null for what the command line did.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey(),
    adminId: uuid('admin_id').references(() => platformAdmins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_at_idx').on(table.at),
    index('admin_audit_log_target_idx').on(table.targetId),
  ],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
