import { isLiveStatus, OPEN_DEPOSIT_STATUSES } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { updateAppointment } from '../appointment/index.js';
import { recordSalonRuleEvent } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import { findSalonById } from '../salon/index.js';
import { DEPOSIT_RELEASE } from './deposit-plan.js';
import { depositRepository as repo } from './deposit.repository.js';

/**
 * The end of a deposit's hold: a visit whose deposit is still unpaid is cancelled (every part), which frees
 * its time (and wakes the waitlist) and tells the client as any cancellation does; the deposit becomes
 * `released` by migration 0039's trigger. A deposit paid or settled meanwhile leaves nothing to do.
 */
export function registerDepositJobs(ctx: AppContext): void {
  ctx.jobs.register(DEPOSIT_RELEASE, async ({ payload, companyId }) => {
    // Queued with its company (holdForDeposit) always.
    if (!companyId) return;
    await ctx.db.transaction(async (tx) => {
      const deposit = await repo.findByAppointment(tx, payload.appointmentId, companyId, true);
      if (!deposit || !OPEN_DEPOSIT_STATUSES.includes(deposit.status)) return;
      if (deposit.holdUntil.getTime() > Date.now()) return;
      const salon = await findSalonById(tx, deposit.salonId, companyId);
      if (!salon) return;
      const parts = (await repo.visitParts(tx, deposit)).filter((part) => isLiveStatus(part.status));
      // The staff confirmed the visit meanwhile (the trigger then waives the deposit): it stays.
      if (parts.find((part) => part.id === deposit.appointmentId)?.status !== 'pending') return;
      for (const part of parts) {
        const after = await updateAppointment(tx, part.id, part.companyId, { status: 'cancelled' });
        // The client hears of it whenever the hold ends, at the visit's start too.
        if (part.id === deposit.appointmentId) {
          await planAppointmentMails(tx, ctx, part, after, { atOrAfterStart: true });
        }
        await recordSalonRuleEvent(tx, salon, {
          action: part.id === deposit.appointmentId ? 'cancel' : 'status_change',
          area: 'appointment',
          entityId: part.id,
          details: {
            status: { from: part.status, to: 'cancelled' },
            start: part.startsAt.toISOString(),
            cause: 'deposit_unpaid',
          },
        });
      }
    });
  });
}
