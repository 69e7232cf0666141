import type { Sharp } from 'sharp';
import { loadSharp } from '../../native-packages.ts';
import { HEIC_FORMAT } from '../files/image-processing.ts';

/**
 * Dish images: a display size (at most 1200 px on a side, never enlarged) and a 400x300 thumbnail (cover),
 * both re-encoded as JPEG without metadata (sharp keeps none unless asked). The source is the stored upload,
 * already decoded and re-encoded once by the files module, so it is a sane size.
 */
export const DISPLAY_MAX_SIDE = 1200;
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;

const JPEG_OPTIONS = { quality: 82, mozjpeg: true } as const;

/**
 * The names of a dish image: {productId}-{fileId}-{token}.jpg and ...-thumb.jpg, the token 32 random hex
 * digits so that the names cannot be counted through (decision 048); images stored before the tokens are
 * {productId}-{fileId}.jpg. Groups: the product id, and the display image's name.
 */
export const PRODUCT_IMAGE_NAME = /^(([1-9]\d{0,9})-[1-9]\d{0,9}(?:-[0-9a-f]{32})?)(?:-thumb)?\.jpg$/;

/** The display image's name of a dish image or thumbnail name, and its dish; undefined for any other name. */
export function parseProductImageName(
  fileName: string,
): { productId: number; displayName: string } | undefined {
  const match = PRODUCT_IMAGE_NAME.exec(fileName);
  return match ? { productId: Number(match[2]), displayName: `${match[1]}.jpg` } : undefined;
}

export function productImageKey(ownerId: number, fileName: string): string {
  return `products/${ownerId}/${fileName}`;
}

export async function renderProductImages(source: Buffer): Promise<{ display: Buffer; thumbnail: Buffer }> {
  const sharp = await loadSharp();
  const open = () => sharp(source, { failOn: 'error', pages: 1 }).rotate();
  const [display, thumbnail] = await Promise.all([
    open()
      .resize({ width: DISPLAY_MAX_SIDE, height: DISPLAY_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG_OPTIONS)
      .toBuffer(),
    open()
      .resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG_OPTIONS)
      .toBuffer(),
  ]);
  return { display, thumbnail };
}

// ---- Sized variants (decision 054) ----

/** The widths a dish image is offered in, each as JPEG, WebP and AVIF, never wider than its upload. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export const VARIANT_FORMATS = ['jpeg', 'webp', 'avif'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const EXTENSION: Record<VariantFormat, string> = { jpeg: 'jpg', webp: 'webp', avif: 'avif' };
export const VARIANT_MEDIA: Record<VariantFormat, string> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Measured on a 12 MP photo's 2048 px upload: the three widths in three formats take about 1.3 s of CPU,
 * AVIF's 1280 px half of it at effort 2 (the default, 4, doubles that for a few per cent of bytes).
 */
const ENCODE = {
  jpeg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
} satisfies Record<VariantFormat, (image: Sharp) => Sharp>;

/**
 * The widths an image of `sourceWidth` pixels is offered in: each one whose next smaller width is still
 * narrower than the source (so a 500 px upload has 320 and 640, the latter 500 px wide, and no 1280 that
 * would be the same picture again).
 */
export function variantWidths(sourceWidth: number): VariantWidth[] {
  return VARIANT_WIDTHS.filter((width, i) => i === 0 || VARIANT_WIDTHS[i - 1]! < sourceWidth);
}

/** The stored name of a variant: {display name without .jpg}-w{width}.{jpg|webp|avif}. */
export function variantName(displayName: string, width: VariantWidth, format: VariantFormat): string {
  return `${displayName.replace(/\.jpg$/, '')}-w${width}.${EXTENSION[format]}`;
}

/** Every variant name a display image may have (to remove them all, whichever were made). */
export function allVariantNames(displayName: string): string[] {
  return VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map((format) => variantName(displayName, width, format)),
  );
}

/** The size a picture of width x height has when fitted inside `max` on both sides, never enlarged. */
export function fitInside(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** One variant: `width` pixels wide at most (never enlarged), in `format`, without metadata. */
export async function renderVariant(
  source: Buffer,
  width: VariantWidth,
  format: VariantFormat,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(source, { failOn: 'error', pages: 1 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  return ENCODE[format](image).toBuffer();
}

/** Every variant of an upload `sourceWidth` wide, rendered one after another (one image job's work). */
export async function renderVariants(
  source: Buffer,
  sourceWidth: number,
): Promise<{ width: VariantWidth; format: VariantFormat; bytes: Buffer }[]> {
  const variants = [];
  for (const width of variantWidths(sourceWidth))
    for (const format of VARIANT_FORMATS)
      variants.push({ width, format, bytes: await renderVariant(source, width, format) });
  return variants;
}

/**
 * What a dish photo may have been uploaded as (decision 054): a JPEG, PNG, WebP or HEIC/HEIF photo ('heif'
 * is also sharp's name for AVIF), judged by the bytes the upload decoded from, as every upload is (decision
 * 015); the declared name and type no longer count, since a phone's HEIC often comes without either and the
 * stored image is a re-encoded JPEG whatever was sent. A GIF or TIFF stays refused with jpgOnlyError.
 */
const DISH_PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', HEIC_FORMAT]);

export function isDishPhotoUpload(file: { sourceFormat: string | null }): boolean {
  return DISH_PHOTO_FORMATS.has(file.sourceFormat ?? '');
}
