import sharp from 'sharp';

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

/** The dish image rule (decision 018): a JPEG by its bytes, its declared type and its name. */
export function isJpegUpload(file: {
  sourceFormat: string | null;
  sourceMimeType: string | null;
  sourceName: string | null;
}): boolean {
  return (
    file.sourceFormat === 'jpeg' &&
    file.sourceMimeType?.toLowerCase() === 'image/jpeg' &&
    /\.jpe?g$/i.test(file.sourceName ?? '')
  );
}
