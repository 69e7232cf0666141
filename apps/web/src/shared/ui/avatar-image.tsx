import { useState } from 'react';

export type AvatarSize = 'small' | 'large' | 'xlarge';

/** The letter shown when there is no picture: the first non-empty name given, else "U". */
export function initialOf(...names: (string | null | undefined)[]): string {
  const source = names.map((name) => name?.trim() ?? '').find(Boolean) ?? 'U';
  return source.charAt(0).toLocaleUpperCase();
}

interface AvatarImageProps {
  /** The picture's address; null when there is none. */
  src: string | null;
  initial: string;
  size?: AvatarSize;
  /** Empty (the default) when the avatar is decorative and the control around it carries the name. */
  alt?: string;
}

/** A round picture, or the initial letter when there is none or it fails to load. */
export function AvatarImage({ src, initial, size = 'small', alt = '' }: AvatarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `avatar avatar--${size}`;
  if (!src || failedSrc === src) {
    return alt ? (
      <span className={className} role="img" aria-label={alt}>
        {initial}
      </span>
    ) : (
      <span className={className} aria-hidden="true">
        {initial}
      </span>
    );
  }
  return <img className={className} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
}
