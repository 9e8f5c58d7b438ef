import type { AppointmentMail, NotificationListResponse, NotificationWire } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { JobRow } from '../../db/tables/job.table.js';
import {
  mailText,
  findMailFacts,
  APPOINTMENT_MAIL,
  APPOINTMENT_REMINDER,
  appointmentWhatsAppMessages,
  goesByWhatsApp,
  visitUrlOf,
  type WhatsAppMessageView,
} from '../notification/index.js';
import { findInScope } from './appointment.rules.js';

/** What the appointment's page shows of its client mails: each mail's state, and a ready WhatsApp text. */
function stateOf(job: JobRow): NotificationWire['state'] {
  if (job.state === 'queued') return job.lastError ? 'retrying' : 'queued';
  if (job.state === 'running') return 'sending';
  if (job.state === 'done') return 'sent';
  return job.state;
}

/**
 * A job's WhatsApp message, if it went (or tried to go) so; without one, the channel the job takes (the shared
 * decision), so a WhatsApp message being retried (its row dropped meanwhile) still says WhatsApp.
 */
const whatsappOf = (
  message: WhatsAppMessageView | undefined,
  byWhatsApp: boolean,
): Pick<NotificationWire, 'channel' | 'whatsapp'> =>
  message
    ? {
        channel: 'whatsapp',
        whatsapp: { status: message.status, error: message.error, fell_back_to_email: !!message.fellBackAt },
      }
    : { channel: byWhatsApp ? 'whatsapp' : 'email', whatsapp: null };

const mailOf = (job: JobRow): AppointmentMail =>
  job.kind === APPOINTMENT_REMINDER ? 'reminder' : (job.payload as { mail: AppointmentMail }).mail;

const toNotificationWire = (
  job: JobRow,
  message: WhatsAppMessageView | undefined,
  byWhatsApp: boolean,
): NotificationWire => ({
  _id: job.id,
  mail: mailOf(job),
  state: stateOf(job),
  run_at: job.runAt.toISOString(),
  done_at: job.doneAt?.toISOString() ?? null,
  attempts: job.attempts,
  error: job.lastError,
  created_at: job.createdAt.toISOString(),
  ...whatsappOf(message, byWhatsApp),
});

export const appointmentNotificationService = {
  /** The appointment's client mails and reminders, oldest first, and its "send by WhatsApp" text. */
  async list(ctx: AppContext, auth: AuthContext, id: string): Promise<NotificationListResponse> {
    const { row } = await findInScope(ctx.db, auth, id);
    const jobs = await ctx.jobs.listBySubject(ctx.db, {
      appointmentId: id,
      kinds: [APPOINTMENT_MAIL, APPOINTMENT_REMINDER],
    });
    const byJob = new Map(
      (await appointmentWhatsAppMessages(ctx.db, id, row.companyId)).map((message) => [
        message.jobId,
        message,
      ]),
    );
    const facts = await findMailFacts(ctx.db, id, row.companyId);
    const digits = facts ? facts.client.phoneDigits || row.clientPhone.replace(/\D/g, '') : '';
    let whatsapp: NotificationListResponse['whatsapp'] = null;
    if (facts && digits) {
      const text = mailText(facts, {
        mail: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
        sequence: 0,
        visitUrl: await visitUrlOf(ctx, ctx.db, facts),
      });
      whatsapp = {
        phone_digits: digits,
        text,
        url: `https://wa.me/${digits}?text=${encodeURIComponent(text)}`,
      };
    }
    // The e-mail queued in place of a failed WhatsApp message is e-mail whatever the client's channel.
    const takesWhatsApp = (job: JobRow) =>
      !!facts &&
      !(job.payload as { emailOnly?: boolean }).emailOnly &&
      goesByWhatsApp(!!ctx.whatsapp, facts.salon, facts.client, mailOf(job));
    return {
      data: jobs.map((job) => toNotificationWire(job, byJob.get(job.id), takesWhatsApp(job))),
      whatsapp,
    };
  },
};
