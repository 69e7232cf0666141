import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { DishCard as DishCardModel } from '@hearth/domain/catalogue';
import { formatEurCents } from '@hearth/domain/money';
import { dietaryTagLabel } from '@/shared/i18n/dish-labels.ts';
import { DISH_CARD_SIZES } from '@/shared/catalogue/picture-sources.ts';
import { DishImage } from '@/shared/ui/dish-image.tsx';
import { ChefRatingBadge } from '@/shared/ui/star-rating.tsx';

/**
 * A dish of the marketplace's grid (decision 053): photo, title (the link), price, chef and diet badges. The
 * photo is a responsive <picture> (decision 054); the first cards' load at once, being the first screen.
 */
export function DishCard({ dish, inFirstScreen = false }: { dish: DishCardModel; inFirstScreen?: boolean }) {
  const { t } = useTranslation();
  const chefName = [dish.chef.firstName, dish.chef.lastName].filter(Boolean).join(' ') || dish.chef.storeName;
  return (
    <li className="dish-card mp-dish">
      <DishImage
        image={dish.photo}
        preferThumbnail
        sizes={DISH_CARD_SIZES}
        alt=""
        title={dish.title}
        className="mp-dish__photo"
        priority={inFirstScreen}
      />
      <div className="mp-dish__body">
        <h2 className="mp-dish__title">
          <Link className="card-link" to={`/product-detail/${dish.id}`}>
            {dish.title}
          </Link>
        </h2>
        <p className="mp-dish__price">{formatEurCents(dish.price)}</p>
        <p className="mp-dish__chef muted small">
          {t('marketplaceSearch.byChef', { name: chefName })} <ChefRatingBadge rating={dish.rating} />
        </p>
        {dish.dietaryTags.length > 0 && (
          <ul
            className="tag-list mp-dish__tags"
            aria-label={t('marketplaceSearch.dietaryOf', { title: dish.title })}
          >
            {dish.dietaryTags.map((tag) => (
              <li key={tag} className="tag tag--diet">
                {dietaryTagLabel(t, tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
