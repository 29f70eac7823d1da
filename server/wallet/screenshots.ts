/**
 * Payment screenshots: PNG, JPEG or WebP as their first bytes say (never the name or content type), at
 * most 5 MB, kept under DATA_DIR/uploads (outside anything served) with a random name, read back only
 * through routes that check who asks.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SCREENSHOT_TOO_LARGE = 'The screenshot is larger than 5 MB.';
export const SCREENSHOT_NOT_IMAGE = 'The screenshot must be a PNG, JPEG or WebP image.';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface StoredScreenshot {
  file: string;
  type: ImageType;
}

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) => bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The image type by magic bytes, or null. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export class ScreenshotStore {
  constructor(private readonly dir: string) {}

  /** Writes checked bytes under a new random name (the folder 0700, the file 0600). */
  save(bytes: Buffer, type: ImageType): StoredScreenshot {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const file = `${randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
    writeFileSync(join(this.dir, file), bytes, { mode: 0o600, flag: 'wx' });
    return { file, type };
  }

  read(stored: StoredScreenshot): Buffer | null {
    if (!FILE_NAME.test(stored.file)) return null;
    try {
      return readFileSync(join(this.dir, stored.file));
    } catch {
      return null;
    }
  }

  remove(stored: StoredScreenshot): void {
    if (FILE_NAME.test(stored.file)) rmSync(join(this.dir, stored.file), { force: true });
  }
}
