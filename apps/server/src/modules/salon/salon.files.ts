import type { AppContext } from '../../lib/context.js';
import { newId } from '../../lib/ids.js';
import { IMAGE_RULES, reencodeImage } from '../../lib/images.js';

export interface SalonImages {
  avatar?: Buffer;
  cover?: Buffer;
}

export interface StoredSalonImages {
  avatarPath?: string;
  coverPath?: string;
  /** Every key written, so a failed transaction can take them back. */
  keys: string[];
}

/**
 * Checks and re-encodes both images first (a bad one refuses the request before anything is written), then
 * stores them under fresh, unguessable keys.
 */
export async function storeSalonImages(
  ctx: Pick<AppContext, 'storage'>,
  salonId: string,
  images: SalonImages,
): Promise<StoredSalonImages> {
  const avatar = images.avatar && (await reencodeImage(images.avatar, IMAGE_RULES.avatar, 'avatar'));
  const cover = images.cover && (await reencodeImage(images.cover, IMAGE_RULES.cover, 'cover'));
  const stored: StoredSalonImages = { keys: [] };
  try {
    if (avatar) {
      stored.avatarPath = `salons/${salonId}/avatar-${newId()}.webp`;
      await ctx.storage.put(stored.avatarPath, avatar);
      stored.keys.push(stored.avatarPath);
    }
    if (cover) {
      stored.coverPath = `salons/${salonId}/cover-${newId()}.webp`;
      await ctx.storage.put(stored.coverPath, cover);
      stored.keys.push(stored.coverPath);
    }
  } catch (error) {
    await removeFiles(ctx, stored.keys);
    throw error;
  }
  return stored;
}

export async function removeFiles(
  ctx: Pick<AppContext, 'storage'>,
  keys: readonly (string | null | undefined)[],
) {
  for (const key of keys) if (key) await ctx.storage.remove(key).catch(() => undefined);
}
