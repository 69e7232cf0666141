import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ProductFile } from '@/shared/catalogue/product.ts';
import { DISH_PAGE_SIZES } from '@/shared/catalogue/picture-sources.ts';
import { DishImage } from '@/shared/ui/dish-image.tsx';

/**
 * The dish's main picture (the page's first, loaded at once) and, with more than one, thumbnails that
 * choose it; a placeholder when none.
 */
export function ImageGallery({ files, title }: { files: readonly ProductFile[]; title: string }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = files[Math.min(selected, files.length - 1)];
  return (
    <div className="gallery">
      <DishImage
        className="gallery__main"
        priority
        image={current ?? null}
        sizes={DISH_PAGE_SIZES}
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
                <DishImage image={file} preferThumbnail sizes="84px" alt="" title={title} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
