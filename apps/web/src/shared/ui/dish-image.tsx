import { useState } from 'react';
import type { ImageVariant } from '@hearth/domain/catalogue';
import { variantSrcSet } from '@/shared/catalogue/picture-sources.ts';

/**
 * What a dish picture offers (decision 054): the display JPEG (`url`), its 400x300 thumbnail, its size, and
 * the sized variants in JPEG, WebP and AVIF. A RelatedFile of the API is one; so is a picture of a card or
 * of the cart that knows only its URLs (then it is shown as it is, without a srcset).
 */
export interface DishPicture {
  url: string;
  thumbnailUrl?: string | null;
  width?: number;
  height?: number;
  variants?: readonly ImageVariant[];
}

interface DishImageProps {
  image: DishPicture | null;
  /** Empty when a nearby text (the dish title) already names the picture. */
  alt: string;
  /** Shown in the placeholder: the dish's initials. */
  title: string;
  /** How wide the picture is drawn, as `sizes` says it (shared/catalogue/picture-sources.ts has the page's). */
  sizes: string;
  className?: string;
  /**
   * The page's main picture, in the first screen (the first image of the dish page): loaded at once and
   * before other images, as the page's Largest Contentful Paint waits for it. Every other picture is lazy.
   */
  priority?: boolean;
  /** Draw the 400x300 thumbnail when the picture has no variants (a small picture: a gallery's thumbs). */
  preferThumbnail?: boolean;
}

/** The initials of a dish title for its placeholder: "Cepelinai su mėsa" -> "CS". */
export function dishInitials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** The shape every dish picture is drawn in (styles.css `.dish-image`): 4:3, cropped to fill. */
const FRAME = { width: 400, height: 300 };

/**
 * A dish picture as a <picture>: AVIF and WebP sources and a JPEG srcset of the sized variants, so that a
 * phone loads a 320 or 640 px picture in the format it reads best; width and height set, so that the page
 * does not move when it arrives; lazy and decoded off the main thread unless it is the page's main picture.
 * A placeholder with the dish's initials when there is no picture or it fails to load.
 */
export function DishImage({
  image,
  alt,
  title,
  sizes,
  className = '',
  priority = false,
  preferThumbnail = false,
}: DishImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const variants = image?.variants ?? [];
  const src = image
    ? variants.length === 0 && preferThumbnail && image.thumbnailUrl
      ? image.thumbnailUrl
      : image.url
    : null;
  if (!image || !src || failed === src) {
    return (
      <div
        className={`dish-image dish-image--placeholder ${className}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-testid="image-placeholder"
      >
        <span>{dishInitials(title)}</span>
      </div>
    );
  }
  const size = src === image.url && image.width && image.height ? image : FRAME;
  return (
    // .dish-picture: the <picture> adds no box, so the <img> keeps its place in every layout.
    <picture className="dish-picture">
      {variants.length > 0 && (
        <source type="image/avif" srcSet={variantSrcSet(variants, 'avif')} sizes={sizes} />
      )}
      {variants.length > 0 && (
        <source type="image/webp" srcSet={variantSrcSet(variants, 'webp')} sizes={sizes} />
      )}
      <img
        className={`dish-image ${className}`}
        src={src}
        srcSet={variants.length > 0 ? variantSrcSet(variants, 'jpeg') : undefined}
        sizes={variants.length > 0 ? sizes : undefined}
        width={size.width}
        height={size.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(src)}
      />
    </picture>
  );
}
