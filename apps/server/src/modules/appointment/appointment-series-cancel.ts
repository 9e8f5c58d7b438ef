import { can, isLiveStatus, type SERIES_SCOPES } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { cancelReminders, planAppointmentMails } from '../notification/index.js';
import { appointmentRepository } from './appointment.repository.js';
import { findInScope } from './appointment.rules.js';

/**
 * Cancels an occurrence of a repeating series with the ones after it, or the whole series: every
 * occurrence still ahead and standing (pending or reserved; those past or done stay as they are), the
 * caller's own only for a role that manages only its own. In one transaction: one statement for the status,
 * the client's one cancellation message (the first cancelled occurrence's, listing them all), the others'
 * reminders dropped, one log entry naming the dates.
 */
export async function cancelSeries(
  ctx: AppContext,
  auth: AuthContext,
  row: AppointmentRow,
  scope: Exclude<(typeof SERIES_SCOPES)[number], 'one'>,
  now: Date,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { tenant, salon } = await findInScope(tx, auth, row.id, true);
    const occurrences = await appointmentRepository.seriesOccurrences(tx, {
      companyId: tenant.companyId,
      seriesId: row.seriesId!,
      from: scope === 'following' ? row.startsAt : undefined,
    });
    const own = !can(auth.role, 'appointment.all');
    const cancelled = occurrences.filter(
      (occurrence) =>
        isLiveStatus(occurrence.status) &&
        occurrence.startsAt > now &&
        (!own || occurrence.employeeId === auth.employeeId),
    );
    if (cancelled.length === 0) return;
    const ids = cancelled.map((occurrence) => occurrence.id);
    const after = await appointmentRepository.setStatus(tx, tenant.companyId, ids, 'cancelled');
    const [first, ...rest] = cancelled;
    // One message, the first one's, naming every occurrence cancelled (docs/decisions.md).
    await planAppointmentMails(
      tx,
      ctx,
      first!,
      after.find((done) => done.id === first!.id)!,
      {
        together: ids,
      },
    );
    await cancelReminders(
      tx,
      ctx,
      rest.map((occurrence) => occurrence.id),
    );
    await recordEvent(tx, tenant, {
      action: 'cancel',
      area: 'appointment',
      entityId: row.id,
      salon: salonRef(salon),
      details: {
        series_id: row.seriesId,
        scope,
        dates: cancelled.map((occurrence) => occurrence.startsAt.toISOString()),
      },
    });
  });
}
