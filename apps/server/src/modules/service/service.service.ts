import type { RecordStatus, ServiceFields, ServiceWire, serviceListQuerySchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { cancelFutureAppointments } from '../cancellation/index.js';
import { serviceHasAppointments } from '../appointment/index.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { promotionPricing } from '../promotion/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { serviceGroupRepository } from './service-group.repository.js';
import { loggedFields, toServiceColumns, toServiceWire } from './service.mapper.js';
import { serviceRepository, type ServiceWithGroup } from './service.repository.js';
import type { ServiceGroupRow, ServiceRow } from '../../db/tables/service.table.js';

type ListQuery = z.output<typeof serviceListQuerySchema>;
export interface ServiceList {
  data: ServiceWire[];
  meta: { total: number; page: number; limit: number };
}

const groupInvalid = () =>
  new AppError('VALIDATION_FAILED', [
    { field: 'group', code: 'validation.service.groupRequired', message: 'Choose a group' },
  ]);

/** A service the caller may see: another company's, or another salon's for an employee, reads as missing. */
async function serviceInScope(ex: Executor, tenant: TenantAuth, id: string): Promise<ServiceWithGroup> {
  const row = await serviceRepository.findOwn(ex, id, tenant.companyId);
  if (!row || !inSalonScope(tenant, row.service.salonId)) throw new AppError('SERVICE_NOT_FOUND');
  return row;
}

/** Same, locked for a change. */
async function lockInScope(ex: Executor, tenant: TenantAuth, id: string): Promise<ServiceRow> {
  const row = await serviceRepository.lockOwn(ex, id, tenant.companyId);
  if (!row || !inSalonScope(tenant, row.salonId)) throw new AppError('SERVICE_NOT_FOUND');
  return row;
}

/**
 * The group a service goes in: a live group of the service's own salon, held until the change commits so
 * that the group cannot be deleted under a newly active service.
 */
async function liveGroupOf(
  ex: Executor,
  tenant: TenantAuth,
  groupId: string,
  salonId: string,
): Promise<ServiceGroupRow> {
  const group = await serviceGroupRepository.findLive(ex, groupId, tenant.companyId, 'share');
  if (!group || group.salonId !== salonId) throw groupInvalid();
  return group;
}

/** Services as the wire shows them: each with the promotion running today in the salon, if one covers it. */
async function wiresOf(
  ex: Executor,
  salon: SalonRow,
  rows: readonly ServiceWithGroup[],
): Promise<ServiceWire[]> {
  const today = await promotionPricing.today(
    ex,
    salon,
    rows.map((row) => row.service),
  );
  return rows.map((row) => toServiceWire(row.service, row.group, today.get(row.service.id)));
}

/** One service's wire, its salon read for the promotion's local day. */
async function wireOf(ex: Executor, tenant: TenantAuth, row: ServiceWithGroup): Promise<ServiceWire> {
  const salon = await liveSalons.find(ex, row.service.salonId, tenant.companyId);
  if (!salon) return toServiceWire(row.service, row.group);
  return (await wiresOf(ex, salon, [row]))[0]!;
}

async function salonOf(ex: Executor, tenant: TenantAuth, salonId: string) {
  const salon = await liveSalons.find(ex, salonId, tenant.companyId);
  return salon ? salonRef(salon) : null;
}

export const serviceService = {
  async list(ctx: AppContext, auth: AuthContext, query: ListQuery): Promise<ServiceList> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'service.read');
    const { rows, total } = await serviceRepository.findPage(
      ctx.db,
      {
        companyId: tenant.companyId,
        salonId: salon.id,
        q: query.q,
        groupId: query.group,
        status: query.status === 'all' ? undefined : query.status,
      },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    );
    return {
      data: await wiresOf(ctx.db, salon, rows),
      meta: { total, page: query.page, limit: query.limit },
    };
  },

  async get(ctx: AppContext, auth: AuthContext, id: string): Promise<ServiceWire> {
    requirePermission(auth, 'service.read');
    const tenant = requireCompany(auth);
    return wireOf(ctx.db, tenant, await serviceInScope(ctx.db, tenant, id));
  },

  async create(
    ctx: AppContext,
    auth: AuthContext,
    input: ServiceFields & { salon_id: string },
  ): Promise<ServiceWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, input.salon_id, 'service.manage');
    return ctx.db.transaction(async (tx) => {
      const group = await liveGroupOf(tx, tenant, input.group, salon.id);
      const row = await serviceRepository.insert(tx, {
        id: newId(),
        companyId: tenant.companyId,
        salonId: salon.id,
        ...toServiceColumns(input),
      });
      await recordEvent(tx, tenant, {
        action: 'create',
        area: 'service',
        entityId: row.id,
        salon: salonRef(salon),
        details: { service: row.name, group: group.name },
      });
      return toServiceWire(row, group);
    });
  },

  /** Replaces every field; nothing different answers NO_CHANGES and logs nothing. */
  async update(ctx: AppContext, auth: AuthContext, id: string, input: ServiceFields): Promise<ServiceWire> {
    requirePermission(auth, 'service.manage');
    const tenant = requireCompany(auth);
    return ctx.db.transaction(async (tx) => {
      const before = await lockInScope(tx, tenant, id);
      // An inactive service may stay in the deleted group it kept; anything else needs a live group.
      const keepsDeletedGroup = input.group === before.groupId && input.status === 'inactive';
      const group = keepsDeletedGroup
        ? ((await serviceGroupRepository.findOwn(tx, before.groupId, tenant.companyId)) ?? null)
        : await liveGroupOf(tx, tenant, input.group, before.salonId);
      if (!group) throw groupInvalid();
      const columns = toServiceColumns(input);
      const changes = changedFields(loggedFields(before), loggedFields({ ...before, ...columns }));
      if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES');
      const after = await serviceRepository.update(tx, id, tenant.companyId, columns);
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'service',
        entityId: id,
        salon: await salonOf(tx, tenant, before.salonId),
        details: { service: after.name, ...changes },
      });
      return wireOf(tx, tenant, { service: after, group });
    });
  },

  /**
   * Activates or deactivates. Activating needs the service's group to be live (a deleted group holds only
   * inactive services). Setting the status it already has changes and logs nothing.
   */
  async setStatus(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    status: RecordStatus,
  ): Promise<ServiceWire> {
    requirePermission(auth, 'service.manage');
    const tenant = requireCompany(auth);
    return ctx.db.transaction(async (tx) => {
      const before = await lockInScope(tx, tenant, id);
      const group =
        status === 'active'
          ? await liveGroupOf(tx, tenant, before.groupId, before.salonId)
          : await serviceGroupRepository.findOwn(tx, before.groupId, tenant.companyId);
      if (!group) throw new AppError('SERVICE_NOT_FOUND');
      if (before.status === status) return wireOf(tx, tenant, { service: before, group });
      const after = await serviceRepository.update(tx, id, tenant.companyId, { status });
      const salon = await salonOf(tx, tenant, before.salonId);
      if (status === 'inactive') await cancelFutureAppointments(tx, ctx, tenant, { serviceId: id }, salon);
      await recordEvent(tx, tenant, {
        action: 'status_change',
        area: 'service',
        entityId: id,
        salon,
        details: { service: after.name, status: { from: before.status, to: status } },
      });
      return wireOf(tx, tenant, { service: after, group });
    });
  },

  /**
   * Removes the service and who performs it. A service with appointments (any status) keeps them pointing
   * at it: it cannot be deleted (409 SERVICE_HAS_APPOINTMENTS), only deactivated.
   */
  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    requirePermission(auth, 'service.manage');
    const tenant = requireCompany(auth);
    await ctx.db.transaction(async (tx) => {
      const before = await lockInScope(tx, tenant, id);
      if (await serviceHasAppointments(tx, id, tenant.companyId)) {
        throw new AppError('SERVICE_HAS_APPOINTMENTS');
      }
      const group = await serviceGroupRepository.findOwn(tx, before.groupId, tenant.companyId);
      await serviceRepository.delete(tx, id, tenant.companyId);
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'service',
        entityId: id,
        salon: await salonOf(tx, tenant, before.salonId),
        details: { service: before.name, group: group?.name ?? null },
      });
    });
  },
};
