import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { LIVE_STATUSES } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { appointments } from '../../db/tables/appointment.table.js';

/** Whose future appointments a deactivation cancels: exactly one of them. */
export type FutureOwner = { clientId: string } | { employeeId: string } | { serviceId: string };

const ownerCondition = (owner: FutureOwner): SQL =>
  'clientId' in owner
    ? eq(appointments.clientId, owner.clientId)
    : 'employeeId' in owner
      ? eq(appointments.employeeId, owner.employeeId)
      : eq(appointments.serviceId, owner.serviceId);

const futureOf = (companyId: string, owner: FutureOwner, now: Date) =>
  and(
    eq(appointments.companyId, companyId),
    ownerCondition(owner),
    gte(appointments.startsAt, now),
    inArray(appointments.status, LIVE_STATUSES),
  );

/** The appointments still ahead of a client, employee or service, which its deactivation cancels. */
export const futureAppointmentRepository = {
  async countFuture(ex: Executor, companyId: string, owner: FutureOwner, now: Date): Promise<number> {
    const [row] = await ex
      .select({ n: count() })
      .from(appointments)
      .where(futureOf(companyId, owner, now));
    return row?.n ?? 0;
  },

  /** The owner's future pending or reserved appointments, locked until the transaction ends. */
  async futureForUpdate(ex: Executor, companyId: string, owner: FutureOwner, now: Date) {
    return ex
      .select()
      .from(appointments)
      .where(futureOf(companyId, owner, now))
      .for('update');
  },

  async cancelMany(ex: Executor, ids: string[], companyId: string): Promise<void> {
    if (ids.length === 0) return;
    await ex
      .update(appointments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(appointments.companyId, companyId), inArray(appointments.id, ids)));
  },
};
