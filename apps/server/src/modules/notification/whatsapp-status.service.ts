import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { parseWhatsAppStatuses } from '../../lib/whatsapp.js';
import { findMailFacts } from './notification.repository.js';
import { APPOINTMENT_MAIL } from './notification.service.js';
import { whatsappMessageRepository as messages } from './whatsapp-message.repository.js';

/**
 * Applies the statuses of a (verified) webhook body; answers how many moved a message forward. A message
 * WhatsApp could not deliver (no WhatsApp on that number, an unapproved template...) is sent by e-mail
 * instead, once: the fallback is claimed in the same transaction as the e-mail's job is queued.
 */
export async function applyWhatsAppStatuses(ctx: AppContext, rawBody: string): Promise<number> {
  const events = parseWhatsAppStatuses(rawBody);
  if (!events) throw new AppError('BAD_REQUEST');
  let applied = 0;
  for (const event of events) {
    await ctx.db.transaction(async (tx) => {
      const row = await messages.advance(tx, event.messageId, event.status, event.error);
      if (!row) return;
      applied += 1;
      if (row.status !== 'failed' || !(await messages.claimFallback(tx, row))) return;
      const facts = await findMailFacts(tx, row.appointmentId, row.companyId);
      if (!facts?.client.email?.trim()) return;
      const mails = await ctx.jobs.listBySubject(tx, {
        appointmentId: row.appointmentId,
        kinds: [APPOINTMENT_MAIL],
      });
      // A series' message lists the same occurrences by e-mail.
      const failed = mails.find((job) => job.id === row.jobId)?.payload as
        { together?: string[] } | undefined;
      await ctx.jobs.enqueue(tx, {
        kind: APPOINTMENT_MAIL,
        payload: {
          appointmentId: row.appointmentId,
          mail: row.mail,
          sequence: mails.length,
          emailOnly: true,
          ...(failed?.together && { together: failed.together }),
        },
        companyId: row.companyId,
        appointmentId: row.appointmentId,
      });
    });
  }
  return applied;
}
