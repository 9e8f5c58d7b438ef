import type { GalleryImageWire, galleryUploadFieldsSchema } from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { IMAGE_RULES, loadSharp, reencodeImage } from '../../lib/images.js';
import {
  liveSalons,
  inSalonScope,
  requireCompany,
  requirePermission,
  salonForCaller,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { recordEvent, salonRef } from '../event-log/index.js';
import { lockLiveSalon, removeFiles } from '../salon/index.js';
import { subscriptionService } from '../subscription/index.js';
import { toGalleryImageWire } from './gallery.mapper.js';
import { galleryRepository } from './gallery.repository.js';

type UploadFields = z.output<typeof galleryUploadFieldsSchema>;
export interface GalleryList {
  data: GalleryImageWire[];
  meta: { total: number; limit: number };
}

interface Processed {
  id: string;
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

async function processAll(files: readonly Buffer[]): Promise<Processed[]> {
  const processed: Processed[] = [];
  const sharp = await loadSharp();
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const bytes of files) {
    const image = await reencodeImage(bytes, IMAGE_RULES.gallery, 'images');
    const thumbnail = await reencodeImage(bytes, IMAGE_RULES.thumbnail, 'images');
    const { width = 0, height = 0 } = await sharp(image).metadata();
    processed.push({ id: newId(), image, thumbnail, width, height });
  }
  return processed;
}

export const galleryService = {
  /**
   * Adds images to a salon's gallery, all or none: every file is checked and re-encoded before anything is
   * written, the plan's limit is counted under a lock on the salon, and written files go if the insert fails.
   */
  async upload(
    ctx: AppContext,
    auth: AuthContext,
    fields: UploadFields,
    files: readonly Buffer[],
  ): Promise<GalleryList> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, fields.salon_id, 'salon.manage');
    const { galleryImagesPerSalon: limit } = await subscriptionService.featuresOf(ctx.db, tenant.companyId);
    const existing = await galleryRepository.countBySalon(ctx.db, salon.id, tenant.companyId);
    if (existing + files.length > limit) throw new AppError('PLAN_LIMIT_IMAGES');

    const processed = await processAll(files);
    const keys: string[] = [];
    try {
      for (const item of processed) {
        const base = `salons/${salon.id}/gallery/${item.id}`;
        await ctx.storage.put(`${base}.webp`, item.image);
        keys.push(`${base}.webp`);
        await ctx.storage.put(`${base}-thumb.webp`, item.thumbnail);
        keys.push(`${base}-thumb.webp`);
      }
      const { rows, total } = await ctx.db.transaction(async (tx) => {
        const locked = await lockLiveSalon(tx, salon.id, tenant.companyId);
        if (!locked) throw new AppError('SALON_NOT_FOUND');
        const count = await galleryRepository.countBySalon(tx, salon.id, tenant.companyId);
        if (count + processed.length > limit) throw new AppError('PLAN_LIMIT_IMAGES');
        const inserted = await galleryRepository.insertMany(
          tx,
          processed.map((item) => ({
            id: item.id,
            companyId: tenant.companyId,
            salonId: salon.id,
            kind: fields.kind,
            path: `salons/${salon.id}/gallery/${item.id}.webp`,
            thumbPath: `salons/${salon.id}/gallery/${item.id}-thumb.webp`,
            width: item.width,
            height: item.height,
          })),
        );
        await recordEvent(tx, tenant, {
          action: 'create',
          area: 'gallery',
          entityId: salon.id,
          salon: salonRef(locked),
          details: { kind: fields.kind, count: inserted.length, images: inserted.map((row) => row.id) },
        });
        return { rows: inserted, total: count + inserted.length };
      });
      return { data: rows.map((row) => toGalleryImageWire(row, ctx.storage)), meta: { total, limit } };
    } catch (error) {
      await removeFiles(ctx, keys);
      throw error;
    }
  },

  async list(ctx: AppContext, auth: AuthContext, salonId: string): Promise<GalleryList> {
    const { tenant } = await salonForCaller(ctx.db, auth, salonId, 'salon.read');
    const rows = await galleryRepository.findManyBySalon(ctx.db, salonId, tenant.companyId);
    const { galleryImagesPerSalon: limit } = await subscriptionService.featuresOf(ctx.db, tenant.companyId);
    return {
      data: rows.map((row) => toGalleryImageWire(row, ctx.storage)),
      meta: { total: rows.length, limit },
    };
  },

  /** Removes the row (with its log entry) first; the files go once that is committed. */
  async delete(ctx: AppContext, auth: AuthContext, imageId: string): Promise<void> {
    requirePermission(auth, 'salon.manage');
    const tenant = requireCompany(auth);
    const row = await ctx.db.transaction(async (tx) => {
      const image = await galleryRepository.findOwn(tx, imageId, tenant.companyId);
      if (!image || !inSalonScope(tenant, image.salonId)) throw new AppError('NOT_FOUND');
      const salon = await liveSalons.find(tx, image.salonId, tenant.companyId);
      await galleryRepository.delete(tx, imageId, tenant.companyId);
      await recordEvent(tx, tenant, {
        action: 'delete',
        area: 'gallery',
        entityId: image.salonId,
        salon: salon ? salonRef(salon) : null,
        details: { kind: image.kind, image: image.id },
      });
      return image;
    });
    await removeFiles(ctx, [row.path, row.thumbPath]);
  },
};
