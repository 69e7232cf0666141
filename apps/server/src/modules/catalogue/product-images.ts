import sharp from 'sharp';
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
