import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { categories, type CategoryRow } from '../../db/tables/category.table.js';

export const categoryRepository = {
  findAll: (ex: Executor): Promise<CategoryRow[]> =>
    ex.select().from(categories).orderBy(asc(categories.sort), asc(categories.slug)),

  async findByIds(ex: Executor, ids: readonly string[]): Promise<CategoryRow[]> {
    if (ids.length === 0) return [];
    return ex
      .select()
      .from(categories)
      .where(inArray(categories.id, [...ids]))
      .orderBy(asc(categories.sort));
  },
};
