import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import type { TenantAuth } from '../../plugins/access.js';
import { recordEvent } from '../event-log/index.js';
import { planAppointmentMails } from '../notification/index.js';
import { futureAppointmentRepository, type FutureOwner } from './cancellation.repository.js';

/**
 * docs/product.md "Other states": deactivating a client, an employee or a service cancels their future
 * pending and reserved appointments, in the caller's transaction. Each cancelled appointment gets its own
 * 'cancel' entry (naming why), so the event log reads the same as a cancellation by hand, and plans the
 * client's mails like any other cancellation (the cancellation mail, the reminder dropped). Answers how many
 * were cancelled.
 */
export async function cancelFutureAppointments(
  tx: Executor,
  ctx: AppContext,
  tenant: TenantAuth,
  owner: FutureOwner,
  salon: { id: string; name: string } | null,
  now = new Date(),
): Promise<number> {
  const cancelled = await futureAppointmentRepository.futureForUpdate(tx, tenant.companyId, owner, now);
  await futureAppointmentRepository.cancelMany(
    tx,
    cancelled.map((row) => row.id),
    tenant.companyId,
  );
  const cause =
    'clientId' in owner
      ? 'client_inactive'
      : 'employeeId' in owner
        ? 'employee_inactive'
        : 'service_inactive';
  for (const row of cancelled) {
    await recordEvent(tx, tenant, {
      action: 'cancel',
      area: 'appointment',
      entityId: row.id,
      salon,
      details: { status: { from: row.status, to: 'cancelled' }, start: row.startsAt.toISOString(), cause },
    });
    // A deactivated client is told too: the salon ended the relation, but the client still holds a booking
    // and would otherwise turn up for it (and their calendar keeps the entry). Deactivation only stops new
    // bookings; it is no opt-out of mail about the ones they already had.
    await planAppointmentMails(tx, ctx, row, { ...row, status: 'cancelled' });
  }
  return cancelled.length;
}
