import type { AppContext } from '../../lib/context.js';
import { matchWaitlist } from './waitlist-match.js';
import { WAITLIST_WHATSAPP, waitlistWhatsAppHandler } from './waitlist-mail.js';

export const WAITLIST_MATCH = 'waitlist.match';

declare module '../../lib/jobs/job-types.js' {
  interface JobPayloads {
    /**
     * One look at a salon's waitlist (waitlist-match.ts). Queued by the database when a time frees up
     * (migration 0038's trigger and its `waitlist_wake`), by a new entry or a declined offer, and by each look
     * for the next one; one queued per salon (`waitlist:<salonId>`).
     */
    'waitlist.match': { salonId: string };
  }
}

export function registerWaitlistJobs(ctx: AppContext): void {
  ctx.jobs.register(WAITLIST_MATCH, async ({ payload, companyId }) => {
    // Queued with its company always (migration 0038's waitlist_wake, wakeWaitlist).
    if (companyId) await matchWaitlist(ctx, { id: payload.salonId, companyId });
  });
  ctx.jobs.register(WAITLIST_WHATSAPP, waitlistWhatsAppHandler(ctx));
}
