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
import { APPOINTMENT_MAILS, WHATSAPP_STATUSES } from '@salon/core';
import { appointments } from './appointment.table.js';
import { companies } from './company.table.js';

/**
 * One WhatsApp message sent for one client notification (a job of the queue): at most one per job, so a job
 * that runs again never sends it twice. Its status follows WhatsApp's status webhook.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').notNull(),
    /**
     * The notification's job; the message outlives the job when old jobs are pruned. No foreign key: jobs are
     * coordinator-local under Citus, so a pruned job's id simply stays here.
     */
    jobId: uuid('job_id'),
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
    primaryKey({ name: 'whatsapp_messages_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'whatsapp_messages_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    // The job first: a job's message is found by the job alone.
    uniqueIndex('whatsapp_messages_job_uq').on(table.jobId, table.companyId),
    uniqueIndex('whatsapp_messages_provider_id_uq')
      // The provider's id first: its status webhook finds the message by that id alone.
      .on(table.providerMessageId, table.companyId)
      .where(sql`${table.providerMessageId} is not null`),
    index('whatsapp_messages_appointment_idx').on(table.appointmentId),
  ],
);
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
