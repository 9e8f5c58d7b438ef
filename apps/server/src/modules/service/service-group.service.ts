import type { ServiceGroupWire } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { toServiceGroupWire } from './service-group.mapper.js';
import { serviceGroupRepository } from './service-group.repository.js';
import type { ServiceGroupRow } from '../../db/tables/service.table.js';

const nameTaken = () =>
  new AppError('SERVICE_GROUP_NAME_TAKEN', [
    {
      field: 'name',
      code: 'errors.SERVICE_GROUP_NAME_TAKEN',
      message: 'A group with this name already exists.',
    },
  ]);

/** The unique index is the last word on names: a concurrent twin fails there instead of slipping through. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** A live group the caller may see; another company's or another salon's reads as missing. */
async function groupInScope(
  ex: Executor,
  tenant: TenantAuth,
  id: string,
  lock?: 'update',
): Promise<ServiceGroupRow> {
  const group = await serviceGroupRepository.findLive(ex, id, tenant.companyId, lock);
  if (!group || !inSalonScope(tenant, group.salonId)) throw new AppError('SERVICE_GROUP_NOT_FOUND');
  return group;
}

async function salonOf(ex: Executor, tenant: TenantAuth, salonId: string) {
  const salon = await liveSalons.find(ex, salonId, tenant.companyId);
  return salon ? salonRef(salon) : null;
}

async function withCounts(ex: Executor, tenant: TenantAuth, id: string): Promise<ServiceGroupWire> {
  const row = await serviceGroupRepository.findLiveWithCounts(ex, id, tenant.companyId);
  if (!row) throw new AppError('SERVICE_GROUP_NOT_FOUND');
  return toServiceGroupWire(row);
}

export const serviceGroupService = {
  async list(ctx: AppContext, auth: AuthContext, salonId: string): Promise<ServiceGroupWire[]> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, salonId, 'service.read');
    const rows = await serviceGroupRepository.listLiveBySalon(ctx.db, salon.id, tenant.companyId);
    return rows.map(toServiceGroupWire);
  },

  async create(
    ctx: AppContext,
    auth: AuthContext,
    input: { salon_id: string; name: string },
  ): Promise<ServiceGroupWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, input.salon_id, 'service.manage');
    const group = await guardName(() =>
      ctx.db.transaction(async (tx) => {
        if (await serviceGroupRepository.isNameTaken(tx, salon.id, tenant.companyId, input.name))
          throw nameTaken();
        const row = await serviceGroupRepository.insert(tx, {
          id: newId(),
          companyId: tenant.companyId,
          salonId: salon.id,
          name: input.name,
        });
        await recordEvent(tx, tenant, {
          action: 'create',
          area: 'service',
          entityId: row.id,
          salon: salonRef(salon),
          details: { group: row.name },
        });
        return row;
      }),
    );
    return toServiceGroupWire({ group, servicesCount: 0, activeServicesCount: 0 });
  },

  async rename(ctx: AppContext, auth: AuthContext, id: string, name: string): Promise<ServiceGroupWire> {
    requirePermission(auth, 'service.manage');
    const tenant = requireCompany(auth);
    await guardName(() =>
      ctx.db.transaction(async (tx) => {
        const before = await groupInScope(tx, tenant, id);
        if (before.name === name) return;
        if (await serviceGroupRepository.isNameTaken(tx, before.salonId, tenant.companyId, name, id))
          throw nameTaken();
        await serviceGroupRepository.rename(tx, id, tenant.companyId, name);
        await recordEvent(tx, tenant, {
          action: 'update',
          area: 'service',
          entityId: id,
          salon: await salonOf(tx, tenant, before.salonId),
          details: { group: name, name: { from: before.name, to: name } },
        });
      }),
    );
    return withCounts(ctx.db, tenant, id);
  },

  /**
   * Refused while the group has an active service (docs/product.md "Errors and texts"); otherwise the group
   * is hidden and its inactive services keep it, so their history still names it.
   */
  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    requirePermission(auth, 'service.manage');
    const tenant = requireCompany(auth);
    await ctx.db.transaction(async (tx) => {
      const group = await groupInScope(tx, tenant, id, 'update');
      const active = await serviceGroupRepository.countActiveServices(tx, id, tenant.companyId);
      if (active > 0) throw new AppError('SERVICE_GROUP_HAS_ACTIVE_SERVICES');
      await serviceGroupRepository.softDelete(tx, id, tenant.companyId);
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'service',
        entityId: id,
        salon: await salonOf(tx, tenant, group.salonId),
        details: { group: group.name },
      });
    });
  },
};
