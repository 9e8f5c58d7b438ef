import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Platform-wide salon categories, seeded by a migration (so every database, test or production, has them). */
export const categories = pgTable('categories', {
  id: uuid('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export type CategoryRow = typeof categories.$inferSelect;
