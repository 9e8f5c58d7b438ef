import {
  basePriceCents,
  localDateAt,
  promotionPriceIssues,
  type PromotionFields,
  type PromotionWire,
  type promotionListQuerySchema,
  toCents,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { withExclusionGuard } from '../../lib/pg-errors.js';
import { toFieldErrors } from '../../lib/validation.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
  type TenantAuth,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { subscriptionService } from '../subscription/index.js';
import { loggedFields, pricedService, toPromotionColumns, toPromotionWire } from './promotion.mapper.js';
import { promotionRepository, type NewLine } from './promotion.repository.js';
import type { PromotionRow } from '../../db/tables/promotion.table.js';

type ListQuery = z.output<typeof promotionListQuerySchema>;
export interface PromotionList {
  data: PromotionWire[];
  meta: { total: number; page: number; limit: number };
}

const todayIn = (salon: SalonRow) => localDateAt(new Date(), salon.timeZone);

/**
 * Creating and editing need a plan with the promotions feature (docs/product.md "Plans and subscription").
 */
async function requirePromotionsPlan(ex: Executor, companyId: string): Promise<void> {
  if (!(await subscriptionService.featuresOf(ex, companyId)).promotions) {
    throw new AppError('PLAN_NO_PROMOTIONS');
  }
}

/**
 * The lines to store: every service must be the salon's (another salon's or company's reads as missing),
 * and the prices must keep the rules of docs/product.md "Validation rules and limits" against what each
 * service costs today.
 */
async function checkedLines(
  ex: Executor,
  tenant: TenantAuth,
  salonId: string,
  fields: PromotionFields,
): Promise<NewLine[]> {
  const ids = fields.lines.map((line) => line.service);
  const rows = await promotionRepository.servicesByIds(ex, ids, tenant.companyId);
  const byId = new Map(rows.filter((row) => row.salonId === salonId).map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw new AppError('SERVICE_NOT_FOUND');
  const originals = new Map([...byId].map(([id, row]) => [id, basePriceCents(pricedService(row))]));
  const issues = promotionPriceIssues(fields, originals);
  if (issues.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      toFieldErrors(issues.map((issue) => ({ path: issue.field, message: issue.message }))),
    );
  }
  return fields.lines.map((line) => ({
    serviceId: line.service,
    serviceName: byId.get(line.service)!.name,
    originalPriceCents: fields.mode === 'per_service' ? originals.get(line.service)! : null,
    priceCents: line.price === null ? null : toCents(line.price),
  }));
}

/** 409 naming the live promotion that already covers one of the services on one of the days. */
async function overlapError(
  ex: Executor,
  input: { companyId: string; serviceIds: string[]; start: string; end: string; exceptId?: string },
): Promise<AppError> {
  const clash = await promotionRepository.clashing(ex, input);
  const title = clash?.promotion.title ?? '';
  return new AppError(
    'PROMOTION_OVERLAP',
    [{ field: 'services', code: 'errors.PROMOTION_OVERLAP', message: title }],
    clash
      ? `The promotion “${title}” (${clash.promotion.startsOn} to ${clash.promotion.endsOn}) already covers one of these services on some of these days.`
      : undefined,
  );
}

async function wireOf(ex: Executor, row: PromotionRow, today: string): Promise<PromotionWire> {
  const lines = await promotionRepository.linesOf(ex, [row.id], row.companyId);
  return toPromotionWire(row, lines.get(row.id) ?? [], today);
}

/** A promotion's stored lines with their services' names, for the event log. */
async function storedLines(ex: Executor, id: string, companyId: string) {
  const lines = (await promotionRepository.linesOf(ex, [id], companyId)).get(id) ?? [];
  return lines.map(({ line, service }) => ({ ...line, serviceName: service.name }));
}

/** A live promotion the caller may see, with its salon; anything else reads as missing. */
async function inScope(ex: Executor, tenant: TenantAuth, id: string, forUpdate = false) {
  const row = await promotionRepository.findOwn(ex, id, tenant.companyId, forUpdate);
  if (!row || !inSalonScope(tenant, row.salonId)) throw new AppError('PROMOTION_NOT_FOUND');
  const salon = await liveSalons.find(ex, row.salonId, tenant.companyId);
  if (!salon) throw new AppError('PROMOTION_NOT_FOUND');
  return { row, salon };
}

export const promotionService = {
  async list(ctx: AppContext, auth: AuthContext, query: ListQuery): Promise<PromotionList> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'promotion.read');
    const today = todayIn(salon);
    const { rows, total } = await promotionRepository.findPage(
      ctx.db,
      {
        companyId: tenant.companyId,
        salonId: salon.id,
        q: query.q,
        status: query.status === 'all' ? undefined : query.status,
        today,
      },
      { limit: query.limit, offset: (query.page - 1) * query.limit },
    );
    const lines = await promotionRepository.linesOf(
      ctx.db,
      rows.map((row) => row.id),
      tenant.companyId,
    );
    return {
      data: rows.map((row) => toPromotionWire(row, lines.get(row.id) ?? [], today)),
      meta: { total, page: query.page, limit: query.limit },
    };
  },

  async get(ctx: AppContext, auth: AuthContext, id: string): Promise<PromotionWire> {
    requirePermission(auth, 'promotion.read');
    const { row, salon } = await inScope(ctx.db, requireCompany(auth), id);
    return wireOf(ctx.db, row, todayIn(salon));
  },

  async create(
    ctx: AppContext,
    auth: AuthContext,
    input: PromotionFields & { salon_id: string },
  ): Promise<PromotionWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, input.salon_id, 'promotion.manage');
    await requirePromotionsPlan(ctx.db, tenant.companyId);
    const serviceIds = input.lines.map((line) => line.service);
    const span = { companyId: tenant.companyId, serviceIds, start: input.start, end: input.end };
    return withExclusionGuard(
      () =>
        ctx.db.transaction(async (tx) => {
          const lines = await checkedLines(tx, tenant, salon.id, input);
          if (await promotionRepository.clashing(tx, span)) throw await overlapError(tx, span);
          const row = await promotionRepository.insert(tx, {
            id: newId(),
            companyId: tenant.companyId,
            salonId: salon.id,
            ...toPromotionColumns(input),
          });
          await promotionRepository.replaceLines(tx, row, lines);
          await recordEvent(tx, tenant, {
            action: 'create',
            area: 'promotion',
            entityId: row.id,
            salon: salonRef(salon),
            details: loggedFields(row, lines),
          });
          return wireOf(tx, row, todayIn(salon));
        }),
      // A clash committed by a concurrent request after the check answers the same 409 as one found first.
      () => overlapError(ctx.db, span),
    );
  },

  /** Replaces every field; nothing different answers NO_CHANGES and logs nothing. */
  async update(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    input: PromotionFields,
  ): Promise<PromotionWire> {
    requirePermission(auth, 'promotion.manage');
    const tenant = requireCompany(auth);
    await requirePromotionsPlan(ctx.db, tenant.companyId);
    const serviceIds = input.lines.map((line) => line.service);
    const span = {
      companyId: tenant.companyId,
      serviceIds,
      start: input.start,
      end: input.end,
      exceptId: id,
    };
    return withExclusionGuard(
      () =>
        ctx.db.transaction(async (tx) => {
          const { row: before, salon } = await inScope(tx, tenant, id, true);
          const lines = await checkedLines(tx, tenant, salon.id, input);
          const beforeLines = await storedLines(tx, id, tenant.companyId);
          const columns = toPromotionColumns(input);
          const changes = changedFields(
            loggedFields(before, beforeLines),
            loggedFields({ ...before, ...columns }, lines),
          );
          if (Object.keys(changes).length === 0) throw new AppError('NO_CHANGES');
          if (await promotionRepository.clashing(tx, span)) throw await overlapError(tx, span);
          const after = await promotionRepository.update(tx, id, tenant.companyId, columns);
          await promotionRepository.replaceLines(tx, after, lines);
          await recordEvent(tx, tenant, {
            action: 'update',
            area: 'promotion',
            entityId: id,
            salon: salonRef(salon),
            details: { promotion: after.title, ...changes },
          });
          return wireOf(tx, after, todayIn(salon));
        }),
      // A clash committed by a concurrent request after the check answers the same 409 as one found first.
      () => overlapError(ctx.db, span),
    );
  },

  /**
   * Removes the promotion from every list and frees its services; appointments booked at its price keep
   * that price and still name it. Allowed on any plan, so a downgraded salon can tidy up.
   */
  async delete(ctx: AppContext, auth: AuthContext, id: string): Promise<void> {
    requirePermission(auth, 'promotion.manage');
    const tenant = requireCompany(auth);
    await ctx.db.transaction(async (tx) => {
      const { row, salon } = await inScope(tx, tenant, id, true);
      const lines = await storedLines(tx, id, tenant.companyId);
      await promotionRepository.softDelete(tx, id, tenant.companyId);
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'promotion',
        entityId: id,
        salon: salonRef(salon),
        details: loggedFields(row, lines),
      });
    });
  },
};
