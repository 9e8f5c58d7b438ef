import { isLiveStatus } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { JobHandler } from '../../lib/jobs/job-types.js';
import { deliver } from './notification-delivery.js';
import { findListedOccurrences, findMailFacts } from './notification.repository.js';
import { APPOINTMENT_MAIL, APPOINTMENT_REMINDER, isLaterPart, visitUrlOf } from './notification.service.js';

/**
 * A client message about an appointment, rendered at send time from the current data: a message that waited
 * on a retry tells what is true when it goes. A confirmation or change of a visit since cancelled is not sent
 * (its cancellation follows).
 */
export function appointmentMailHandler(ctx: AppContext): JobHandler<typeof APPOINTMENT_MAIL> {
  return async (job) => {
    const facts = await findMailFacts(ctx.db, job.payload.appointmentId, job.companyId);
    // A later part's message queued before visits were grouped: its first part speaks for the visit.
    if (!facts || isLaterPart(facts.appointment)) return;
    const { mail } = job.payload;
    // A review is asked of a done visit only; other messages of a visit since cancelled are not sent.
    const sendable =
      mail === 'cancelled' ||
      (mail === 'review_request'
        ? facts.appointment.status === 'done'
        : isLiveStatus(facts.appointment.status));
    if (!sendable) return;
    const { together } = job.payload;
    await deliver(ctx, job, {
      facts,
      mail,
      sequence: job.payload.sequence,
      visitUrl: await visitUrlOf(ctx, ctx.db, facts),
      emailOnly: job.payload.emailOnly,
      occurrences:
        together && (mail === 'changed' || mail === 'cancelled')
          ? await findListedOccurrences(ctx.db, together, mail, facts.appointment.companyId)
          : undefined,
    });
  };
}

/** The reminder, unless the visit is no longer ahead (its job is normally cancelled before then). */
export function appointmentReminderHandler(ctx: AppContext): JobHandler<typeof APPOINTMENT_REMINDER> {
  return async (job) => {
    const facts = await findMailFacts(ctx.db, job.payload.appointmentId, job.companyId);
    if (!facts || isLaterPart(facts.appointment) || !isLiveStatus(facts.appointment.status)) return;
    if (facts.appointment.startsAt.getTime() <= Date.now()) return;
    // The calendar entry the reminder carries is the latest one: the last mail's SEQUENCE.
    const mails = await ctx.jobs.listBySubject(ctx.db, {
      appointmentId: facts.appointment.id,
      kinds: [APPOINTMENT_MAIL],
    });
    await deliver(ctx, job, {
      facts,
      mail: 'reminder',
      sequence: Math.max(0, mails.length - 1),
      visitUrl: await visitUrlOf(ctx, ctx.db, facts),
    });
  };
}

export function registerNotificationJobs(ctx: AppContext): void {
  ctx.jobs.register(APPOINTMENT_MAIL, appointmentMailHandler(ctx));
  ctx.jobs.register(APPOINTMENT_REMINDER, appointmentReminderHandler(ctx));
}
