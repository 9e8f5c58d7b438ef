import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { salonImages, type SalonImageRow } from '../../db/tables/gallery.table.js';
import { rowOfCompany } from '../../lib/same-company.js';

export const galleryRepository = {
  async insertMany(ex: Executor, values: (typeof salonImages.$inferInsert)[]): Promise<SalonImageRow[]> {
    if (values.length === 0) return [];
    return ex.insert(salonImages).values(values).returning();
  },

  findManyBySalon(ex: Executor, salonId: string, companyId: string): Promise<SalonImageRow[]> {
    return ex
      .select()
      .from(salonImages)
      .where(and(eq(salonImages.salonId, salonId), eq(salonImages.companyId, companyId)))
      .orderBy(asc(salonImages.createdAt), asc(salonImages.id));
  },

  async countBySalon(ex: Executor, salonId: string, companyId: string): Promise<number> {
    const [row] = await ex
      .select({ n: count() })
      .from(salonImages)
      .where(and(eq(salonImages.salonId, salonId), eq(salonImages.companyId, companyId)));
    return row?.n ?? 0;
  },

  async findOwn(ex: Executor, id: string, companyId: string): Promise<SalonImageRow | undefined> {
    const [row] = await ex
      .select()
      .from(salonImages)
      .where(rowOfCompany(salonImages, id, companyId))
      .limit(1);
    return row;
  },

  async delete(ex: Executor, id: string, companyId: string): Promise<void> {
    await ex.delete(salonImages).where(rowOfCompany(salonImages, id, companyId));
  },
};
