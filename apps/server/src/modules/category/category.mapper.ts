import type { Language, categoryWireSchema } from '@salon/core';
import type { z } from 'zod';
import type { CategoryRow } from '../../db/tables/category.table.js';

export type CategoryWire = z.infer<typeof categoryWireSchema>;

/** `name` is the one the request's language reads; both stay available for a language switch. */
export const toCategoryWire = (row: CategoryRow, language: Language): CategoryWire => ({
  _id: row.id,
  slug: row.slug,
  name: language === 'en-ve' ? row.nameEn : row.nameEs,
  name_es: row.nameEs,
  name_en: row.nameEn,
});
