import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { liveSalonOf } from '../../plugins/access.js';
import { claimRoute, companyOfRoute, releaseRoutes } from '../../lib/shard-routes.js';
import { accounts, users, type UserRow } from '../../db/tables/account.table.js';
import { categories, type CategoryRow } from '../../db/tables/category.table.js';
import { companies } from '../../db/tables/company.table.js';
import { salonCategories, salons, type NewSalon, type SalonRow } from '../../db/tables/salon.table.js';
import { rowOfCompany } from '../../lib/same-company.js';

export const salonRepository = {
  /** With the slug's route: a slug another company holds fails as `salons_slug_unique` did. */
  async insert(ex: Executor, values: NewSalon): Promise<SalonRow> {
    await claimRoute(ex, 'salon_slug', values.slug, values.companyId);
    const [row] = await ex.insert(salons).values(values).returning();
    return row!;
  },

  /** Same, holding the row until the transaction ends, so concurrent uploads count against one limit. */
  async findLiveForUpdate(ex: Executor, id: string, companyId: string): Promise<SalonRow | undefined> {
    const [row] = await ex
      .select()
      .from(salons)
      .where(and(eq(salons.id, id), liveSalonOf(companyId)))
      .limit(1)
      .for('update');
    return row;
  },

  /** True when a salon other than `exceptId` (deleted ones included: old links) has the slug. */
  async slugTaken(ex: Executor, slug: string, exceptId?: string): Promise<boolean> {
    const [row] = await ex
      .select({ id: salons.id })
      .from(salons)
      .where(and(eq(salons.companyId, companyOfRoute('salon_slug', slug)), eq(salons.slug, slug)))
      .limit(1);
    return !!row && row.id !== exceptId;
  },

  /** Any company's salon, deleted or not: for the administrator (verification). */
  async findAnyById(ex: Executor, id: string): Promise<SalonRow | undefined> {
    const [row] = await ex.select().from(salons).where(eq(salons.id, id)).limit(1);
    return row;
  },

  /** A company's salon, deleted or not: background jobs and public pages, which know the company. */
  async findOfCompany(ex: Executor, id: string, companyId: string): Promise<SalonRow | undefined> {
    const [row] = await ex
      .select()
      .from(salons)
      .where(rowOfCompany(salons, id, companyId))
      .limit(1);
    return row;
  },

  listLive(ex: Executor, companyId: string, status?: SalonRow['statusSalon']): Promise<SalonRow[]> {
    return (
      ex
        .select()
        .from(salons)
        .where(and(liveSalonOf(companyId), status ? eq(salons.statusSalon, status) : undefined))
        // Salons made in one transaction share their created_at: the time-ordered id breaks the tie.
        .orderBy(asc(salons.createdAt), asc(salons.id))
    );
  },

  async countLive(ex: Executor, companyId: string): Promise<number> {
    const [row] = await ex.select({ n: count() }).from(salons).where(liveSalonOf(companyId));
    return row?.n ?? 0;
  },

  /** Locks the company row: salon creations of one company then queue, so the plan limit cannot be raced. */
  async lockCompany(ex: Executor, companyId: string): Promise<void> {
    await ex.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  },

  /** A new slug moves the salon's route: the old slug is free again, as it was before. */
  async update(ex: Executor, id: string, companyId: string, patch: Partial<NewSalon>): Promise<SalonRow> {
    if (patch.slug !== undefined) {
      const [before] = await ex
        .select({ slug: salons.slug })
        .from(salons)
        .where(rowOfCompany(salons, id, companyId));
      if (before && before.slug !== patch.slug) {
        await releaseRoutes(ex, 'salon_slug', [before.slug], companyId);
        await claimRoute(ex, 'salon_slug', patch.slug, companyId);
      }
    }
    const [row] = await ex
      .update(salons)
      .set({ ...patch, updatedAt: new Date() })
      .where(rowOfCompany(salons, id, companyId))
      .returning();
    return row!;
  },

  async setCategories(
    ex: Executor,
    salonId: string,
    companyId: string,
    categoryIds: readonly string[],
  ): Promise<void> {
    await ex
      .delete(salonCategories)
      .where(and(eq(salonCategories.salonId, salonId), eq(salonCategories.companyId, companyId)));
    if (categoryIds.length === 0) return;
    await ex
      .insert(salonCategories)
      .values([...new Set(categoryIds)].map((categoryId) => ({ companyId, salonId, categoryId })));
  },

  /** The categories of salons of one company. */
  async categoriesOf(
    ex: Executor,
    salonIds: readonly string[],
    companyId: string,
  ): Promise<Map<string, CategoryRow[]>> {
    const bySalon = new Map<string, CategoryRow[]>();
    if (salonIds.length === 0) return bySalon;
    const rows = await ex
      .select({ salonId: salonCategories.salonId, category: categories })
      .from(salonCategories)
      .innerJoin(categories, eq(categories.id, salonCategories.categoryId))
      .where(and(inArray(salonCategories.salonId, [...salonIds]), eq(salonCategories.companyId, companyId)))
      .orderBy(asc(categories.sort));
    for (const { salonId, category } of rows)
      bySalon.set(salonId, [...(bySalon.get(salonId) ?? []), category]);
    return bySalon;
  },

  /** The person who owns the company: verification mails go to them, in their language. */
  async findOwnerUser(ex: Executor, companyId: string): Promise<UserRow | undefined> {
    const [row] = await ex
      .select({ user: users })
      .from(companies)
      .innerJoin(accounts, eq(accounts.id, companies.ownerAccountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.user;
  },
};
