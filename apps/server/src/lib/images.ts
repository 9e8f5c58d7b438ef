import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors.js';

const IMAGE_TYPES = { avatar: ['image/jpeg', 'image/png', 'image/gif'] } as const;

/**
 * Checks an upload by its bytes (never its name or declared type) and re-encodes it: the output is a
 * fresh WebP, which drops EXIF (and so any location) metadata and anything smuggled after the image.
 */
export async function reencodeAvatar(bytes: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_TYPES.avatar as readonly string[]).includes(detected.mime)) {
    throw new AppError('UNSUPPORTED_FILE', [
      { field: 'avatar', code: 'validation.file.type', message: 'This file is not a supported image' },
    ]);
  }
  try {
    return await sharp(bytes, { animated: false })
      .rotate()
      .resize(512, 512, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_FILE', [
      { field: 'avatar', code: 'validation.file.type', message: 'This file is not a supported image' },
    ]);
  }
}

/** A file name that carries a path, or control characters, is refused before anything is read. */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  return name.length <= 255 && !/[/\\\x00-\x1f]/.test(name) && !name.includes('..');
}
