import type { Sharp } from 'sharp';
import { loadSharp } from '../../native-packages.ts';

/**
 * Image checks and conversions with sharp (libvips). Uploads are judged by their bytes, never by their name
 * or declared type, and are stored re-encoded: a JPEG with the orientation applied and no metadata (EXIF,
 * GPS, XMP, ICC: sharp keeps none unless asked, and converts to sRGB).
 */

/** Raster formats as sharp's metadata() names them (AVIF is reported as 'heif'). SVG is XML and may carry scripts. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/**
 * The source format recorded for a HEIF file whose image is HEVC-coded (a phone's HEIC photo). sharp's
 * prebuilt libvips reads its header (the size) but cannot decode its pixels, so heic-decode (libheif
 * compiled to WebAssembly) does, and only for these; an AV1-coded HEIF (AVIF) stays sharp's 'heif'.
 */
export const HEIC_FORMAT = 'heic';

/**
 * The decoded size an upload may have, read from its header before any pixel is decoded (decision 048):
 * an approved chef's upload may become a dish photo; anyone else's can only become an avatar (a 512 px
 * square), so it gets less. Both take a 12 megapixel phone photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_AVATAR_IMAGE_PIXELS = 16_000_000;
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

/** More pixels than the upload's limit allows (its header says so; nothing was decoded). */
export class TooManyPixels extends Error {
  override name = 'TooManyPixels';
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
async function open(
  bytes: Buffer,
  { headerOnly = false, maxPixels = MAX_IMAGE_PIXELS } = {},
): Promise<Sharp> {
  const sharp = await loadSharp();
  return sharp(bytes, { failOn: 'error', limitInputPixels: headerOnly ? false : maxPixels, pages: 1 });
}

/** An upload that passed the header checks, ready to decode (normalizeUpload). */
export interface CheckedUpload {
  bytes: Buffer;
  /** sharp's format name, or HEIC_FORMAT for a HEVC-coded HEIF. */
  format: string;
  width: number;
  height: number;
  maxPixels: number;
}

/**
 * Reads only the header: the bytes must be an accepted raster image, at most MAX_IMAGE_SIDE on a side and
 * `maxPixels` in all. Throws NotAnImage, ImageTooLarge or TooManyPixels; cheap, so it runs before any
 * limit on decoding work.
 */
export async function checkUpload(bytes: Buffer, maxPixels = MAX_IMAGE_PIXELS): Promise<CheckedUpload> {
  const { format, width, height, compression } = await readHeader(bytes);
  if (!ACCEPTED_FORMATS.has(format) || !(width > 0) || !(height > 0)) throw new NotAnImage();
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new ImageTooLarge();
  if (width * height > maxPixels) throw new TooManyPixels();
  const heic = format === 'heif' && compression === 'hevc';
  return { bytes, format: heic ? HEIC_FORMAT : format, width, height, maxPixels };
}

/** checkUpload, then reencodeUpload. */
export async function normalizeUpload(
  bytes: Buffer,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<NormalizedUpload> {
  return reencodeUpload(await checkUpload(bytes, maxPixels));
}

/**
 * Decodes every pixel of a checked upload and re-encodes it as a JPEG at most STORED_MAX_SIDE on a side.
 * Throws NotAnImage when the pixels do not decode.
 */
export async function reencodeUpload(checked: CheckedUpload): Promise<NormalizedUpload> {
  const { format, maxPixels } = checked;
  try {
    const source =
      format === HEIC_FORMAT ? await decodeHeicPixels(checked) : await open(checked.bytes, { maxPixels });
    const { data, info } = await source
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

/**
 * The pixels of a HEVC-coded HEIC, decoded by heic-decode into RGBA and handed to sharp as raw pixels. The
 * header's size was checked before (checkUpload); the decoded size must be that same size (a file whose
 * primary image is larger than its header said is refused, not decoded further). libheif applies the
 * file's rotation and mirroring while decoding, so rotate() after it finds no EXIF to act on.
 */
async function decodeHeicPixels({ bytes, width, height, maxPixels }: CheckedUpload): Promise<Sharp> {
  // Loaded on the first HEIC photo only: its WebAssembly decoder is not worth a slower start.
  const { default: decodeHeic } = await import('heic-decode');
  const decoded = await decodeHeic({ buffer: bytes });
  const sameSize =
    (decoded.width === width && decoded.height === height) ||
    (decoded.width === height && decoded.height === width);
  if (!sameSize || decoded.width * decoded.height > maxPixels) throw new NotAnImage();
  const sharp = await loadSharp();
  return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
    limitInputPixels: maxPixels,
  });
}

async function readHeader(bytes: Buffer) {
  try {
    // The constructor throws at once on some inputs (an empty buffer), so it is inside the try too.
    return await (await open(bytes, { headerOnly: true })).metadata();
  } catch {
    throw new NotAnImage();
  }
}

/** A square JPEG of `size` pixels cut from the centre of a stored image (cover). */
export async function squareJpeg(bytes: Buffer, size: number): Promise<Buffer> {
  return (await open(bytes))
    .resize({ width: size, height: size, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}
