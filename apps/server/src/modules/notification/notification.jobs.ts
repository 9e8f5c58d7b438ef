import { isLiveStatus } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import type { JobHandler, JobRun } from '../../lib/jobs/job-types.js';
import { MAIL_SEND, mailSendHandler } from '../../lib/jobs/mail-send.job.js';
import { renderAppointmentMail } from './notification-mail.js';
import { findMailFacts } from './notification.repository.js';
import { APPOINTMENT_MAIL, APPOINTMENT_REMINDER, visitUrlOf } from './notification.service.js';

/** Sends through the mail.send handler's rules: an SMTP 5xx fails at once, anything else is retried. */
const sendVia = (ctx: AppContext, job: JobRun, mail: OutgoingMail) =>
  mailSendHandler(ctx.mailer)({ ...job, kind: MAIL_SEND, payload: mail });

/**
 * A client mail about an appointment, rendered at send time from the current data: a mail that waited on a
 * retry tells what is true when it goes. A confirmation or change of a visit since cancelled is not sent
 * (its cancellation mail follows).
 */
export function appointmentMailHandler(ctx: AppContext): JobHandler<typeof APPOINTMENT_MAIL> {
  return async (job) => {
    const facts = await findMailFacts(ctx.db, job.payload.appointmentId);
    if (!facts) return;
    // A review is asked of a done visit only; other mails of a visit since cancelled are not sent.
    const sendable =
      job.payload.mail === 'cancelled' ||
      (job.payload.mail === 'review_request'
        ? facts.appointment.status === 'done'
        : isLiveStatus(facts.appointment.status));
    if (!sendable) return;
    const mail = renderAppointmentMail(facts, {
      mail: job.payload.mail,
      sequence: job.payload.sequence,
      visitUrl: await visitUrlOf(ctx, ctx.db, facts),
    });
    if (mail) await sendVia(ctx, job, mail);
  };
}

/** The reminder, unless the visit is no longer ahead (its job is normally cancelled before then). */
export function appointmentReminderHandler(ctx: AppContext): JobHandler<typeof APPOINTMENT_REMINDER> {
  return async (job) => {
    const facts = await findMailFacts(ctx.db, job.payload.appointmentId);
    if (!facts || !isLiveStatus(facts.appointment.status)) return;
    if (facts.appointment.startsAt.getTime() <= Date.now()) return;
    // The calendar entry the reminder carries is the latest one: the last mail's SEQUENCE.
    const mails = await ctx.jobs.listBySubject(ctx.db, {
      appointmentId: facts.appointment.id,
      kinds: [APPOINTMENT_MAIL],
    });
    const mail = renderAppointmentMail(facts, {
      mail: 'reminder',
      sequence: Math.max(0, mails.length - 1),
      visitUrl: await visitUrlOf(ctx, ctx.db, facts),
    });
    if (mail) await sendVia(ctx, job, mail);
  };
}

export function registerNotificationJobs(ctx: AppContext): void {
  ctx.jobs.register(APPOINTMENT_MAIL, appointmentMailHandler(ctx));
  ctx.jobs.register(APPOINTMENT_REMINDER, appointmentReminderHandler(ctx));
}
