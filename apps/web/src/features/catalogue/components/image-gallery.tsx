import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFile } from '@/shared/catalogue/product.ts';
import { ProductImage } from '@/shared/ui/product-image.tsx';

/** The dish's main picture and, with more than one, thumbnails that choose it; a placeholder when none. */
export function ImageGallery({ files, title }: { files: readonly ProductFile[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = files[Math.min(selected, files.length - 1)];
  return (
    <div className="gallery">
      <ProductImage
        className="gallery__main"
        priority
        src={current?.url ?? null}
        alt={current ? t('catalogue.imageOf', { title, index: selected + 1, count: files.length }) : ''}
        title={title}
      />
      {files.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('catalogue.images')}>
          {files.map((file, index) => (
            <li key={file.fileId}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('catalogue.showImage', { index: index + 1, count: files.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <ProductImage src={file.thumbnailUrl || file.url} alt="" title={title} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
