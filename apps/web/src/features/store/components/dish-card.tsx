import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreProduct } from '@hearth/domain/catalogue';
import { formatEurCents } from '@hearth/domain/money';
import { unitPriceCents } from '@hearth/domain/pricing';
import { firstFile, pricedDish, productDetailPath } from '@/shared/catalogue/product.ts';
import { DishTags } from '@/shared/ui/dish-tags.tsx';
import { ClockIcon } from '@/shared/ui/icons.tsx';
import { DISH_CARD_SIZES } from '@/shared/catalogue/picture-sources.ts';
import { DishImage } from '@/shared/ui/dish-image.tsx';
import { descriptionPreview } from '../utils/preview.ts';

interface DishCardProps {
  entry: StoreProduct;
  isOwner: boolean;
  onAdd: () => void;
  /** One of the first dishes: its picture loads at once (shared/ui/dish-image.tsx `priority`). */
  inFirstScreen?: boolean;
}

/**
 * One dish of the chef page. The title link covers the whole card (click to detail); the buttons sit above
 * it. A visitor gets add-to-cart; the owner gets the active/inactive label and the edit button instead.
 */
export function DishCard({ entry, isOwner, onAdd, inFirstScreen = false }: DishCardProps) {
  const { t } = useTranslation();
  const { product, relatedFiles } = entry;
  const titleId = `dish-${product.id}-title`;
  return (
    <li className={product.active ? 'dish-card' : 'dish-card dish-card--inactive'} aria-labelledby={titleId}>
      <DishImage
        className="dish-card__image"
        image={firstFile(relatedFiles)}
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
      </div>
    </li>
  );
}
