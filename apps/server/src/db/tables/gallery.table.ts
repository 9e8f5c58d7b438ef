import { GALLERY_KINDS } from '@salon/core';
import { primaryKey, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/** Gallery pictures of a salon (portfolio or interior), each with a thumbnail. */
export const salonImages = pgTable(
  'salon_images',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    kind: text('kind', { enum: GALLERY_KINDS }).notNull(),
    path: text('path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'salon_images_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'salon_images_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    index('salon_images_company_salon_idx').on(table.companyId, table.salonId, table.createdAt),
  ],
);

export type SalonImageRow = typeof salonImages.$inferSelect;
