import {
  MANUAL_PAYMENT_METHODS,
  withFormattedRif,
  type PlatformPayees,
  type PlatformPayeesWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { billingRepository } from './billing.repository.js';

export interface PayeeDetails {
  payees: PlatformPayeesWire;
  /** The last time the administrator saved them; null before the first time. */
  updatedAt: Date | null;
}

/** Runs in the saving transaction with the details before and after: the administrator's audit entry. */
export type PayeesSavedHook = (
  tx: Executor,
  before: PlatformPayeesWire,
  after: PlatformPayeesWire,
) => Promise<void>;

const formattedPayee = (details: Record<string, string> | null) =>
  details && typeof details.rif === 'string' ? withFormattedRif({ ...details, rif: details.rif }) : details;

async function read(ex: Executor): Promise<PayeeDetails> {
  const rows = await billingRepository.listPayees(ex);
  const payees = Object.fromEntries(
    MANUAL_PAYMENT_METHODS.map((method) => [
      method,
      // A RIF stored before it took its usual hyphens is shown with them.
      formattedPayee(rows.find((row) => row.method === method)?.details ?? null),
    ]),
  ) as PlatformPayeesWire;
  const times = rows.map((row) => row.updatedAt.getTime());
  return { payees, updatedAt: times.length > 0 ? new Date(Math.max(...times)) : null };
}

/**
 * The platform's own details for each manual method (docs/product.md "Plans and subscription"): the
 * administrator sets them, the owner's pay dialog shows those of the chosen method.
 */
export const payeeService = {
  read: (ex: Executor) => read(ex),

  /** Replaces every method's details (a method sent as null is cleared); `onSaved` audits in the same transaction. */
  async set(
    ctx: Pick<AppContext, 'db'>,
    adminId: string,
    body: PlatformPayees,
    onSaved: PayeesSavedHook,
  ): Promise<PayeeDetails> {
    return ctx.db.transaction(async (tx) => {
      const before = await read(tx);
      const rows = MANUAL_PAYMENT_METHODS.flatMap((method) => {
        const details = body[method];
        return details ? [{ method, details: { ...details } as Record<string, string> }] : [];
      });
      await billingRepository.replacePayees(tx, rows, adminId);
      const after = await read(tx);
      await onSaved(tx, before.payees, after.payees);
      return after;
    });
  },
};
