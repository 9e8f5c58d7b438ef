import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import { findSalonOwner } from '../salon/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { clientActionMail, type ClientAction } from './owner-notice-mail.js';

/**
 * Tells the salon's owner (in their language) what a client did online, through the job queue in the
 * caller's transaction: the mail goes only if the client's change commits, and a mail outage never undoes it.
 */
export async function mailOwnerAbout(
  tx: Executor,
  ctx: AppContext,
  action: ClientAction,
  input: {
    salon: SalonRow;
    appointment: AppointmentRow;
    client: string;
    service: string;
    employee: string;
    previousStart?: Date;
  },
): Promise<void> {
  const { salon, appointment } = input;
  const owner = await findSalonOwner(tx, appointment.companyId);
  if (!owner) return;
  await ctx.jobs.enqueue(tx, {
    kind: 'mail.send',
    payload: clientActionMail(action, {
      to: owner.email,
      language: owner.language,
      salon: salon.title,
      client: input.client,
      service: input.service,
      employee: input.employee,
      startsAt: appointment.startsAt,
      timeZone: salon.timeZone,
      previousStart: input.previousStart,
    }),
    companyId: appointment.companyId,
    appointmentId: appointment.id,
  });
}
