import { fileTypeFromBuffer } from 'file-type';
import { AppError } from './errors.js';

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

export interface ImageRule {
  /** Types accepted, judged from the bytes (never the name or the declared type). */
  accept: readonly ImageMime[];
  /** Box the image is fitted into (`cover` crops, `inside` keeps the whole picture). */
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export const IMAGE_RULES = {
  avatar: { accept: ['image/jpeg', 'image/png', 'image/gif'], width: 512, height: 512, fit: 'cover' },
  logo: { accept: ['image/jpeg', 'image/png'], width: 512, height: 512, fit: 'inside' },
  cover: { accept: ['image/jpeg', 'image/png', 'image/gif'], width: 1600, height: 900, fit: 'inside' },
  gallery: { accept: ['image/jpeg', 'image/png', 'image/gif'], width: 2048, height: 2048, fit: 'inside' },
  thumbnail: { accept: ['image/jpeg', 'image/png', 'image/gif'], width: 400, height: 400, fit: 'cover' },
} as const satisfies Record<string, ImageRule>;

const notAnImage = (field: string) =>
  new AppError('UNSUPPORTED_FILE', [
    { field, code: 'validation.file.type', message: 'This file is not a supported image' },
  ]);

/**
 * Checks an upload by its bytes and re-encodes it: the output is a fresh WebP, which drops EXIF (and so
 * any location) metadata and anything smuggled after the image data.
 */
/**
 * sharp, loaded on the first image rather than at start: with the Excel and PDF libraries it made start-up
 * about half a second slower, which a supervisor's restart waits for.
 */
export const loadSharp = () => import('sharp').then((module) => module.default);

export async function reencodeImage(bytes: Buffer, rule: ImageRule, field: string): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(rule.accept as readonly string[]).includes(detected.mime)) throw notAnImage(field);
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize(rule.width, rule.height, { fit: rule.fit, withoutEnlargement: rule.fit === 'inside' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw notAnImage(field);
  }
}

export const reencodeAvatar = (bytes: Buffer) => reencodeImage(bytes, IMAGE_RULES.avatar, 'avatar');

/** A file name that carries a path, or control characters, is refused before anything is read. */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  return name.length <= 255 && !/[/\\\x00-\x1f]/.test(name) && !name.includes('..');
}
