import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes mailed for sign-up (`signup`), password reset (`reset`) and a client's online booking
 * (`booking`: proves the e-mail before a booking is made in its name); only a hash is kept.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'booking'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_email_purpose_idx').on(table.email, table.purpose)],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;
export type OtpPurpose = OtpCodeRow['purpose'];
