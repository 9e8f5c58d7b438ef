import type { AppointmentMail } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { WhatsAppMessageRow } from '../../db/tables/whatsapp-message.table.js';
import { JobHandedBack, type JobRun } from '../../lib/jobs/job-types.js';
import { MAIL_SEND, mailSendHandler } from '../../lib/jobs/mail-send.job.js';
import { clientReach, goesByWhatsApp as sharedGoesByWhatsApp } from './client-channel.js';
import { renderAppointmentMail } from './notification-mail.js';
import type { ListedOccurrence, MailFacts, ReachFacts } from './notification.repository.js';
import { whatsappMessageRepository as messages } from './whatsapp-message.repository.js';
import { whatsappTemplateOf } from './whatsapp-template.js';

/** Whether a client message goes by WhatsApp: the shared decision (client-channel.ts). */
export const goesByWhatsApp = (ctx: AppContext, facts: ReachFacts, mail: AppointmentMail): boolean =>
  sharedGoesByWhatsApp(!!ctx.whatsapp, facts.salon, facts.client, mail);

/** The client can be told at all: by e-mail, or by WhatsApp. */
export const canReach = (ctx: AppContext, facts: ReachFacts, mail: AppointmentMail): boolean =>
  clientReach(!!ctx.whatsapp, facts.salon, facts.client, mail) !== null;

export interface Delivery {
  facts: MailFacts;
  mail: AppointmentMail;
  sequence: number;
  visitUrl: string;
  /** E-mail even when WhatsApp would do: the e-mail in place of a WhatsApp message that failed. */
  emailOnly?: boolean;
  /** A series' occurrences changed together, which the message lists (MailOptions). */
  occurrences?: readonly ListedOccurrence[];
}

/**
 * Sends one client message of a notification job: by WhatsApp when it goes so, else (or when WhatsApp refused
 * it for good, or a try of it was cut short) by e-mail. Throws to be retried with the queue's backoff.
 */
export async function deliver(ctx: AppContext, job: JobRun, delivery: Delivery): Promise<void> {
  const { facts, mail, sequence, visitUrl } = delivery;
  const byWhatsApp = !delivery.emailOnly && goesByWhatsApp(ctx, facts, mail);
  const failedMessage = byWhatsApp ? await sendWhatsApp(ctx, job, delivery) : null;
  if (byWhatsApp && !failedMessage) return;
  const rendered = renderAppointmentMail(facts, {
    mail,
    sequence,
    visitUrl,
    occurrences: delivery.occurrences,
  });
  if (!rendered) return;
  await mailSendHandler(ctx.mailer)({ ...job, kind: MAIL_SEND, payload: rendered });
  if (failedMessage) await messages.claimFallback(ctx.db, failedMessage);
}

/**
 * A confirmation, change or cancellation must reach the client soon: WhatsApp's transient trouble gets three
 * tries (about a minute and a half with the queue's 30 s backoff), then the e-mail goes in the same job. A
 * reminder has time: it may keep trying WhatsApp until an hour before the visit.
 */
const WHATSAPP_TRIES = 3;
const REMINDER_LAST_TRY_MS = 60 * 60 * 1000;
function keepsTryingWhatsApp(job: JobRun, delivery: Delivery, now: Date): boolean {
  if (job.attempt >= job.maxAttempts) return false;
  if (delivery.mail === 'reminder')
    return delivery.facts.appointment.startsAt.getTime() - REMINDER_LAST_TRY_MS > now.getTime();
  return job.attempt < WHATSAPP_TRIES;
}

/**
 * The WhatsApp message of a job, sent at most once: it is written down before WhatsApp is called, so a job
 * run again finds it. Answers null when the message is with WhatsApp (or was, on an earlier run), or the row
 * of the message that failed, whose e-mail is to go instead.
 */
async function sendWhatsApp(
  ctx: AppContext,
  job: JobRun,
  delivery: Delivery,
): Promise<WhatsAppMessageRow | null> {
  const message = whatsappTemplateOf(delivery.facts, delivery.mail, delivery.visitUrl, delivery.occurrences);
  const { appointment } = delivery.facts;
  const row = await messages.start(ctx.db, {
    companyId: appointment.companyId,
    appointmentId: appointment.id,
    jobId: job.id,
    mail: delivery.mail,
    template: message.template,
    language: message.language,
    toPhone: message.to,
  });
  if (!row) {
    const earlier = await messages.findByJob(ctx.db, job.id, appointment.companyId);
    if (!earlier || earlier.fellBackAt) return null;
    // A run cut short while WhatsApp was being called may have sent it: an e-mail rather than a second one.
    if (earlier.status === 'sending') {
      await messages.failed(ctx.db, earlier, 'Interrupted while sending; sent by e-mail instead');
      return earlier;
    }
    return earlier.status === 'failed' ? earlier : null;
  }
  if (job.signal.aborted) {
    await messages.forget(ctx.db, row);
    throw new JobHandedBack();
  }
  const result = await ctx.whatsapp!.sendTemplate(message);
  if (result.ok) {
    await messages.accepted(ctx.db, row, result.messageId);
    return null;
  }
  if (result.retry && keepsTryingWhatsApp(job, delivery, new Date())) {
    await messages.forget(ctx.db, row);
    throw new Error(result.reason);
  }
  await messages.failed(ctx.db, row, result.reason);
  return row;
}
