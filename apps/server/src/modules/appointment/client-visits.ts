import type { clientVisitsQuerySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { requireCompany, requirePermission } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { findClientInScope } from '../client/index.js';
import { toClientVisitWire } from './appointment.mapper.js';
import { appointmentRepository } from './appointment.repository.js';
import { visitTotalsOf } from './appointment-visit-totals.js';

type VisitsQuery = z.output<typeof clientVisitsQuerySchema>;

/** A client's visits, for the client's page: the appointments module reads them, the client module scopes them. */
export const clientVisitsService = {
  /**
   * The client's visits in this salon: `reserved` (still ahead, pending or reserved; soonest first) or
   * `history` (everything else, newest first).
   */
  async list(ctx: AppContext, auth: AuthContext, id: string, query: VisitsQuery) {
    requirePermission(auth, 'client.read');
    const tenant = requireCompany(auth);
    await findClientInScope(ctx.db, tenant, id);
    const { page, limit } = query;
    const { rows, total } = await appointmentRepository.visits(
      ctx.db,
      { companyId: tenant.companyId, clientId: id, tab: query.tab, now: new Date() },
      { limit, offset: (page - 1) * limit },
    );
    const totals = await visitTotalsOf(
      ctx.db,
      tenant.companyId,
      rows.map((row) => row.appointment.visitId),
    );
    const data = rows.map((row) =>
      toClientVisitWire(row, (row.appointment.visitId && totals.get(row.appointment.visitId)) || null),
    );
    return { data, meta: { total, page, limit } };
  },
};
