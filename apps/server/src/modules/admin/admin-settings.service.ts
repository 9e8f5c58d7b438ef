import type {
  AdminExchangeRateListQuery,
  AdminExchangeRateWire,
  PlatformPayees,
  SetExchangeRateBody,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { payeeService, type PayeeDetails } from '../billing/index.js';
import { exchangeRateService, toAdminExchangeRateWire } from '../exchange-rate/index.js';
import { writeAudit } from './admin-account.service.js';
import type { AdminAuth } from './admin-auth.js';

const payeesWire = ({ payees, updatedAt }: PayeeDetails) => ({
  ...payees,
  updated_at: updatedAt?.toISOString() ?? null,
});

/**
 * The platform's settings the administrator keeps: the day's official rate and the details owners pay the
 * subscription to. Each change writes its audit entry in the transaction that makes it.
 */
export const adminSettingsService = {
  exchangeRates: (ctx: AppContext, query: AdminExchangeRateListQuery) => exchangeRateService.list(ctx, query),

  /** Sets a date's rate; a date entered again is replaced, and the audit entry says what it was. */
  async setExchangeRate(
    ctx: AppContext,
    auth: AdminAuth,
    body: SetExchangeRateBody,
  ): Promise<AdminExchangeRateWire> {
    const row = await exchangeRateService.set(ctx, auth.admin.id, body, (tx, before, after) =>
      writeAudit(tx, auth.admin.id, {
        action: 'exchange_rate.set',
        targetType: 'exchange_rate',
        targetId: after.date,
        details: {
          rate: before ? { from: Number(before.rate), to: Number(after.rate) } : Number(after.rate),
          source: after.source,
          ...(before ? { replaced: before.origin } : {}),
        },
      }),
    );
    const { admin } = auth;
    return toAdminExchangeRateWire({ row, admin: { id: admin.id, email: admin.email, name: admin.name } });
  },

  payees: async (ctx: AppContext) => payeesWire(await payeeService.read(ctx.db)),

  /** Replaces every method's details; the audit entry names the methods whose details changed. */
  async setPayees(ctx: AppContext, auth: AdminAuth, body: PlatformPayees) {
    const saved = await payeeService.set(ctx, auth.admin.id, body, (tx, before, after) => {
      const methods = Object.keys(after) as (keyof typeof after)[];
      const changed = methods.filter(
        (method) => JSON.stringify(before[method]) !== JSON.stringify(after[method]),
      );
      return writeAudit(tx, auth.admin.id, {
        action: 'payees.update',
        targetType: 'payees',
        targetId: null,
        details: { changed, set: methods.filter((method) => after[method] !== null) },
      });
    });
    return payeesWire(saved);
  },
};
