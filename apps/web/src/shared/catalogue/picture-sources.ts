import type { ImageVariant, RelatedFile } from '@hearth/domain/catalogue';

/**
 * The sources of a dish picture (decision 054), shared by shared/ui/dish-image.tsx, which draws them, and
 * src/early.ts, which preloads the page's first one exactly as the <picture> will ask for it. No React here:
 * early.ts must stay small.
 */

/** How wide the dish page's main picture is drawn (styles.css .product-detail). */
export const DISH_PAGE_SIZES = '(max-width: 820px) 100vw, 600px';
/** How wide a dish card's picture is drawn (a .dish-grid column of at least 240 px). */
export const DISH_CARD_SIZES = '(max-width: 600px) 100vw, 320px';

export type VariantFormat = 'jpeg' | 'webp' | 'avif';

/** A srcset of the variants in one format: "…?w=320&format=webp 320w, …". */
export function variantSrcSet(variants: readonly ImageVariant[], format: VariantFormat): string {
  return variants.map((v) => `${v[format]} ${v.width}w`).join(', ');
}

/** What <link rel=preload as=image> asks for: the AVIF srcset (skipped by a browser without AVIF), else a URL. */
export interface PicturePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/**
 * The preload of a picture drawn by DishImage with `sizes`: its AVIF source when it has variants (what every
 * current browser picks first; one without AVIF skips a preload of that type), else the URL the <img> loads.
 */
export function picturePreload(
  file: Pick<RelatedFile, 'url' | 'thumbnailUrl' | 'variants'> | undefined,
  sizes: string,
  preferThumbnail = false,
): PicturePreload | null {
  if (!file) return null;
  const variants = file.variants ?? [];
  if (variants.length > 0)
    return { href: file.url, srcset: variantSrcSet(variants, 'avif'), sizes, type: 'image/avif' };
  const href = preferThumbnail && file.thumbnailUrl ? file.thumbnailUrl : file.url;
  return href ? { href } : null;
}
