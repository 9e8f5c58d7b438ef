import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPOINTMENT_MAILS, WHATSAPP_STATUSES } from '@salon/core';
import { appointments } from './appointment.table.js';
import { companies } from './company.table.js';
import { jobs } from './job.table.js';

/**
 * One WhatsApp message sent for one client notification (a job of the queue): at most one per job, so a job
 * that runs again never sends it twice. Its status follows WhatsApp's status webhook.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    /** The notification's job; the message outlives the job when old jobs are pruned. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    mail: text('mail', { enum: APPOINTMENT_MAILS }).notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** E.164, as the client's phone was when it was sent. */
    toPhone: text('to_phone').notNull(),
    status: text('status', { enum: WHATSAPP_STATUSES }).notNull(),
    /** WhatsApp's id (wamid...), which its status webhook names. */
    providerMessageId: text('provider_message_id'),
    /** WhatsApp's reason for a failure: its error code and text. */
    error: text('error'),
    /** When the notification went by e-mail instead, after this message failed; once only. */
    fellBackAt: timestamp('fell_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('whatsapp_messages_job_uq').on(table.jobId),
    uniqueIndex('whatsapp_messages_provider_id_uq')
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    index('whatsapp_messages_appointment_idx').on(table.appointmentId),
  ],
);
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
