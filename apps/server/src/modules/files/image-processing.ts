import sharp, { type Sharp } from 'sharp';

/**
 * Image checks and conversions with sharp (libvips). Uploads are judged by their bytes, never by their name
 * or declared type, and are stored re-encoded: a JPEG with the orientation applied and no metadata (EXIF,
 * GPS, XMP, ICC: sharp keeps none unless asked, and converts to sRGB).
 */

/** Raster formats as sharp's metadata() names them (AVIF is reported as 'heif'). SVG is XML and may carry scripts. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;
/** Uploads are stored no larger than this on either side. */
export const STORED_MAX_SIDE = 2048;
export const AVATAR_SIZE = 512;
export const THUMBNAIL_SIZE = 128;

const JPEG_OPTIONS = { quality: 85, mozjpeg: true } as const;

export class NotAnImage extends Error {
  override name = 'NotAnImage';
}

export class ImageTooLarge extends Error {
  override name = 'ImageTooLarge';
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** An upload after normalizeUpload: the re-encoded JPEG and what the bytes really were (sharp's format name). */
export interface NormalizedUpload extends EncodedImage {
  sourceFormat: string;
}

/**
 * failOn 'error': a truncated or corrupt image fails; a mere warning (common in camera files) does not.
 * Only the first frame of an animation or a multi-page file is read. limitInputPixels is a second lock
 * behind the explicit size check; reading the header alone needs none (and would hide the reason).
 */
function open(bytes: Buffer, { headerOnly = false } = {}): Sharp {
  return sharp(bytes, { failOn: 'error', limitInputPixels: headerOnly ? false : MAX_IMAGE_PIXELS, pages: 1 });
}

/**
 * Checks that the bytes are an accepted raster image of a sane size, decodes every pixel, and re-encodes it
 * as a JPEG at most STORED_MAX_SIDE on a side. Throws NotAnImage or ImageTooLarge.
 */
export async function normalizeUpload(bytes: Buffer): Promise<NormalizedUpload> {
  const { format, width, height } = await readHeader(bytes);
  if (!ACCEPTED_FORMATS.has(format) || !(width > 0) || !(height > 0)) throw new NotAnImage();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    throw new ImageTooLarge();
  try {
    const { data, info } = await open(bytes)
      .rotate()
      .resize({
        width: STORED_MAX_SIDE,
        height: STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // JPEG has no transparency: transparent parts become white, not black.
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, sourceFormat: format };
  } catch {
    // The header parsed but the pixels did not decode (truncated, corrupt, or an unsupported codec).
    throw new NotAnImage();
  }
}

async function readHeader(bytes: Buffer) {
  try {
    // The constructor throws at once on some inputs (an empty buffer), so it is inside the try too.
    return await open(bytes, { headerOnly: true }).metadata();
  } catch {
    throw new NotAnImage();
  }
}

/** A square JPEG of `size` pixels cut from the centre of a stored image (cover). */
export async function squareJpeg(bytes: Buffer, size: number): Promise<Buffer> {
  return open(bytes)
    .resize({ width: size, height: size, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}
