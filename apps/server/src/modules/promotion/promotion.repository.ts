import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
} from 'drizzle-orm';
import type { PromotionStatus } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { services, type ServiceRow } from '../../db/tables/service.table.js';
import {
  promotions,
  promotionServices,
  type NewPromotion,
  type PromotionRow,
  type PromotionServiceRow,
} from '../../db/tables/promotion.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';
import { asNamedStatement } from '../../lib/named-statement.js';

export interface PromotionFilter {
  companyId: string;
  salonId: string;
  q: string;
  status?: PromotionStatus;
  /** The salon's local today, which decides active, scheduled and ended. */
  today: string;
}

export interface PromotionLine {
  line: PromotionServiceRow;
  service: ServiceRow;
}

export interface NewLine {
  serviceId: string;
  /** Not stored: the event log names the services. */
  serviceName: string;
  originalPriceCents: number | null;
  priceCents: number | null;
}

/** `%` and `_` typed in the search box are looked for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const statusCondition = (status: PromotionStatus | undefined, today: string): SQL | undefined => {
  if (status === 'active') return and(lte(promotions.startsOn, today), gte(promotions.endsOn, today));
  if (status === 'scheduled') return gt(promotions.startsOn, today);
  if (status === 'ended') return lt(promotions.endsOn, today);
  return undefined;
};

const live = (companyId: string) => and(eq(promotions.companyId, companyId), isNull(promotions.deletedAt));

export const promotionRepository = {
  /** One page of a salon's live promotions, the latest start first. */
  async findPage(
    ex: Executor,
    filter: PromotionFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: PromotionRow[]; total: number }> {
    const where = and(
      live(filter.companyId),
      eq(promotions.salonId, filter.salonId),
      filter.q ? ilike(promotions.title, likePattern(filter.q)) : undefined,
      statusCondition(filter.status, filter.today),
    );
    const rows = await ex
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.startsOn), desc(promotions.createdAt), asc(promotions.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totalRow] = await ex.select({ total: count() }).from(promotions).where(where);
    return { rows, total: totalRow?.total ?? 0 };
  },

  /** A live promotion of the company; `forUpdate` holds it until the transaction ends. */
  async findOwn(
    ex: Executor,
    id: string,
    companyId: string,
    forUpdate = false,
  ): Promise<PromotionRow | undefined> {
    const query = ex
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), live(companyId)))
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /** The covered services of these promotions, in the order they were chosen. */
  async linesOf(
    ex: Executor,
    promotionIds: readonly string[],
    companyId: string,
  ): Promise<Map<string, PromotionLine[]>> {
    const byPromotion = new Map<string, PromotionLine[]>();
    if (promotionIds.length === 0) return byPromotion;
    const rows = await ex
      .select({ line: promotionServices, service: services })
      .from(promotionServices)
      .innerJoin(services, sameCompanyRow(services, promotionServices.serviceId, promotionServices.companyId))
      .where(
        and(
          inArray(promotionServices.promotionId, [...promotionIds]),
          eq(promotionServices.companyId, companyId),
        ),
      )
      .orderBy(asc(promotionServices.position));
    for (const row of rows) {
      byPromotion.set(row.line.promotionId, [...(byPromotion.get(row.line.promotionId) ?? []), row]);
    }
    return byPromotion;
  },

  /**
   * Live promotions of a salon that run on some day between two local dates (inclusive), with their lines;
   * only lines of `serviceIds` when given.
   */
  async running(
    ex: Executor,
    input: { companyId: string; salonId: string; from: string; to: string; serviceIds?: readonly string[] },
  ): Promise<{ promotion: PromotionRow; line: PromotionServiceRow }[]> {
    if (input.serviceIds && input.serviceIds.length === 0) return [];
    const query = ex
      .select({ promotion: promotions, line: promotionServices })
      .from(promotionServices)
      .innerJoin(
        promotions,
        sameCompanyRow(promotions, promotionServices.promotionId, promotionServices.companyId),
      )
      .where(
        and(
          eq(promotionServices.companyId, input.companyId),
          input.serviceIds ? inArray(promotionServices.serviceId, [...input.serviceIds]) : undefined,
          lte(promotionServices.startsOn, input.to),
          gte(promotionServices.endsOn, input.from),
          eq(promotions.salonId, input.salonId),
          isNull(promotions.deletedAt),
        ),
      )
      .orderBy(asc(promotions.startsOn), asc(promotionServices.position));
    // A booking prices every part with it. A salon's promotions are few, so one plan serves any dates.
    return asNamedStatement(query, `promotions_running_${input.serviceIds?.length ?? 'all'}`);
  },

  /** A live promotion other than `exceptId` covering one of the services on a day of the run, if any. */
  async clashing(
    ex: Executor,
    input: {
      companyId: string;
      serviceIds: readonly string[];
      start: string;
      end: string;
      exceptId?: string;
    },
  ): Promise<{ promotion: PromotionRow; serviceId: string } | undefined> {
    if (input.serviceIds.length === 0) return undefined;
    const [row] = await ex
      .select({ promotion: promotions, serviceId: promotionServices.serviceId })
      .from(promotionServices)
      .innerJoin(
        promotions,
        sameCompanyRow(promotions, promotionServices.promotionId, promotionServices.companyId),
      )
      .where(
        and(
          eq(promotionServices.companyId, input.companyId),
          inArray(promotionServices.serviceId, [...input.serviceIds]),
          lte(promotionServices.startsOn, input.end),
          gte(promotionServices.endsOn, input.start),
          input.exceptId ? ne(promotionServices.promotionId, input.exceptId) : undefined,
        ),
      )
      .orderBy(asc(promotions.startsOn))
      .limit(1);
    return row;
  },

  async insert(ex: Executor, values: NewPromotion): Promise<PromotionRow> {
    const [row] = await ex.insert(promotions).values(values).returning();
    return row!;
  },

  async update(
    ex: Executor,
    id: string,
    companyId: string,
    patch: Partial<NewPromotion>,
  ): Promise<PromotionRow> {
    const [row] = await ex
      .update(promotions)
      .set({ ...patch, updatedAt: new Date() })
      .where(rowOfCompany(promotions, id, companyId))
      .returning();
    return row!;
  },

  /** Sets the covered services anew, with the promotion's days copied for the no-overlap constraint. */
  async replaceLines(
    ex: Executor,
    promotion: Pick<PromotionRow, 'id' | 'companyId' | 'startsOn' | 'endsOn'>,
    lines: readonly NewLine[],
  ): Promise<void> {
    await ex
      .delete(promotionServices)
      .where(
        and(
          eq(promotionServices.promotionId, promotion.id),
          eq(promotionServices.companyId, promotion.companyId),
        ),
      );
    if (lines.length === 0) return;
    await ex.insert(promotionServices).values(
      lines.map((line, position) => ({
        promotionId: promotion.id,
        serviceId: line.serviceId,
        companyId: promotion.companyId,
        startsOn: promotion.startsOn,
        endsOn: promotion.endsOn,
        originalPriceCents: line.originalPriceCents,
        priceCents: line.priceCents,
        position,
      })),
    );
  },

  /** Soft delete: the row stays for the appointments booked at its price; its services are freed. */
  async softDelete(ex: Executor, id: string, companyId: string): Promise<void> {
    await ex
      .delete(promotionServices)
      .where(and(eq(promotionServices.promotionId, id), eq(promotionServices.companyId, companyId)));
    await ex
      .update(promotions)
      .set({ deletedAt: new Date() })
      .where(rowOfCompany(promotions, id, companyId));
  },

  /** The services of the company among `ids`, to check a promotion's choice. */
  servicesByIds(ex: Executor, ids: readonly string[], companyId: string): Promise<ServiceRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return ex
      .select()
      .from(services)
      .where(and(inArray(services.id, [...ids]), eq(services.companyId, companyId)));
  },
};
