import { useState } from 'react';

interface ProductImageProps {
  src: string | null;
  /** Empty when a nearby text (the dish title) already names the picture. */
  alt: string;
  className?: string;
  /** Shown in the placeholder: the dish's initials. */
  title: string;
  /**
   * The page's main picture, in the first screen: loaded at once and before other images (it is what the
   * page's Largest Contentful Paint waits for). Other pictures load when they come near the viewport.
   */
  priority?: boolean;
}

/** The initials of a dish title for its placeholder: "Cepelinai su mėsa" -> "CS". */
export function dishInitials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** A dish picture, or a placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, className = '', title, priority = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
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
  return (
    <img
      className={`dish-image ${className}`}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
