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
import { appointments } from './appointment.table.js';
import { companies } from './company.table.js';

/**
 * The unguessable link of a client's appointment page (`/:langCode/visit/{token}`): no login, it opens one
 * appointment (details, calendar file, cancel within the salon's policy, review). One per appointment, the
 * same in every mail about it, so a changed or cancelled visit keeps its link.
 */
export const visitTokens = pgTable(
  'visit_tokens',
  {
    /** 32 random bytes, base64url. */
    token: text('token').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'visit_tokens_pkey', columns: [table.token, table.companyId] }),
    foreignKey({
      name: 'visit_tokens_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    index('visit_tokens_company_idx').on(table.companyId),
    uniqueIndex('visit_tokens_appointment_uq').on(table.appointmentId, table.companyId),
    // The visit page finds its appointment by the token; `shard_routes` ('visit_token') keeps it unique.
    index('visit_tokens_token_idx').on(table.token),
  ],
);
export type VisitTokenRow = typeof visitTokens.$inferSelect;
