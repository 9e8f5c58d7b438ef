import type { GalleryImageWire } from '@salon/core';
import type { FileStorage } from '../../lib/storage.js';
import type { SalonImageRow } from '../../db/tables/gallery.table.js';

export const toGalleryImageWire = (row: SalonImageRow, storage: FileStorage): GalleryImageWire => ({
  _id: row.id,
  salon_id: row.salonId,
  kind: row.kind,
  url: storage.urlFor(row.path),
  thumbnail: storage.urlFor(row.thumbPath),
  width: row.width,
  height: row.height,
  created_at: row.createdAt.toISOString(),
});
