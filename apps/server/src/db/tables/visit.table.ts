import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    token: text('token').primaryKey(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('visit_tokens_company_idx').on(table.companyId)],
);
export type VisitTokenRow = typeof visitTokens.$inferSelect;
