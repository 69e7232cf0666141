import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { StoreProduct } from '@hearth/domain/catalogue';
import { formatEurCents } from '@hearth/domain/money';
import { unitPriceCents } from '@hearth/domain/pricing';
import { firstFile, pricedDish, productDetailPath } from '@/shared/catalogue/product.ts';
import { DishTags } from '@/shared/ui/dish-tags.tsx';
import { ClockIcon } from '@/shared/ui/icons.tsx';
import { DISH_CARD_SIZES } from '@/shared/catalogue/picture-sources.ts';
import { DishImage } from '@/shared/ui/dish-image.tsx';
import { descriptionPreview } from '../utils/preview.ts';

/** The owner's view of the card cover (decision 059): which photo covers their marketplace card. */
export interface CoverControl {
  /** This dish's photo covers the card. */
  isCover: boolean;
  /** The chef chose it (else it is the newest dish's): they may go back to the newest. */
  chosen: boolean;
  busy: boolean;
  /** Makes this dish's first photo the cover, or (null) goes back to the newest dish's. */
  onChoose: (fileId: number | null) => void;
}

interface DishCardProps {
  entry: StoreProduct;
  isOwner: boolean;
  onAdd: () => void;
  /** The owner's cover choice; absent for visitors. */
  cover?: CoverControl;
  /** One of the first dishes: its picture loads at once (shared/ui/dish-image.tsx `priority`). */
  inFirstScreen?: boolean;
}

/**
 * One dish of the chef page. The title link covers the whole card (click to detail); the buttons sit above
 * it. A visitor gets add-to-cart; the owner gets the active/inactive label and the edit button instead.
 */
export function DishCard({ entry, isOwner, onAdd, cover, inFirstScreen = false }: DishCardProps) {
  const { t } = useTranslation();
  const { product, relatedFiles } = entry;
  const titleId = `dish-${product.id}-title`;
  const photo = firstFile(relatedFiles);
  return (
    <li className={product.active ? 'dish-card' : 'dish-card dish-card--inactive'} aria-labelledby={titleId}>
      <DishImage
        className="dish-card__image"
        image={photo}
        preferThumbnail
        sizes={DISH_CARD_SIZES}
        alt=""
        title={product.title}
        priority={inFirstScreen}
      />
      <div className="dish-card__body">
        <h3 id={titleId} className="dish-card__title">
          <Link className="card-link" to={productDetailPath(product.id)}>
            {product.title}
          </Link>
        </h3>
        <p className="dish-card__meta">
          <span className="dish-card__price">{formatEurCents(unitPriceCents(pricedDish(product)))}</span>
          {product.preparationMinutes !== null && (
            <span className="muted dish-card__minutes">
              <ClockIcon size={16} />
              {t('catalogue.minutes', { count: product.preparationMinutes })}
            </span>
          )}
        </p>
        <p className="dish-card__description">{descriptionPreview(product.description)}</p>
        <DishTags allergens={product.allergens} dietaryTags={product.dietaryTags} compact />
        <div className="dish-card__actions">
          {isOwner ? (
            <>
              <span
                className={
                  product.active ? 'dish-status dish-status--active' : 'dish-status dish-status--inactive'
                }
              >
                {t(product.active ? 'store.active' : 'store.inactive')}
              </span>
              <Link
                className="button button--secondary dish-card__button"
                to={`/product/${product.id}`}
                aria-label={t('store.editDishNamed', { title: product.title })}
              >
                {t('store.editDish')}
              </Link>
            </>
          ) : (
            <button
              type="button"
              className="button button--primary dish-card__button"
              aria-label={t('cart.addNamed', { title: product.title })}
              onClick={onAdd}
            >
              {t('cart.addToCart')}
            </button>
          )}
        </div>
        {cover && product.active && photo && (
          <CoverChoice title={product.title} fileId={photo.fileId} {...cover} />
        )}
      </div>
    </li>
  );
}

/** The owner's cover line of an enabled dish with a photo: the badge on the cover, else the button to choose it. */
function CoverChoice({
  title,
  fileId,
  isCover,
  chosen,
  busy,
  onChoose,
}: CoverControl & { title: string; fileId: number }) {
  const { t } = useTranslation();
  if (!isCover)
    return (
      <div className="dish-card__cover">
        <button
          type="button"
          className="link-button"
          disabled={busy}
          aria-label={t('store.useAsCoverNamed', { title })}
          onClick={() => onChoose(fileId)}
        >
          {t('store.useAsCover')}
        </button>
      </div>
    );
  return (
    <div className="dish-card__cover">
      <span className="cover-badge">{t('store.coverBadge')}</span>
      {chosen && (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          aria-label={t('store.useNewestAsCoverLabel')}
          onClick={() => onChoose(null)}
        >
          {t('store.useNewestAsCover')}
        </button>
      )}
    </div>
  );
}
