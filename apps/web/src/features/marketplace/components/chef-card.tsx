import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { AvatarImage, initialOf } from '@/shared/ui/avatar-image.tsx';
import { KitchenTypeBadges } from '@/shared/ui/kitchen-type-badges.tsx';
import { DISH_CARD_SIZES } from '@/shared/catalogue/picture-sources.ts';
import { DishImage } from '@/shared/ui/dish-image.tsx';
import { ChefRatingBadge } from '@/shared/ui/star-rating.tsx';
import type { MarketplaceChef } from '../api/get-merchants.ts';

/**
 * A chef of the marketplace, photo first (decision 053): the cover (the dish photo the chef chose, else their
 * newest dish's), the avatar, name (the link, covering the card, to /store/{storeName}), rating, rate, city
 * and kitchens. The cover is a responsive <picture> (decision 054); the first cards' load at once, being the
 * first screen.
 */
export function ChefCard({
  chef,
  inFirstScreen = false,
}: {
  chef: MarketplaceChef;
  inFirstScreen?: boolean;
}) {
  const { t } = useTranslation();
  const name = [chef.firstName, chef.lastName].filter(Boolean).join(' ') || chef.storeName;
  return (
    <li className="chef-tile chef-tile--cover">
      <DishImage
        image={chef.cover ?? null}
        preferThumbnail
        sizes={DISH_CARD_SIZES}
        alt=""
        title={name}
        className="chef-tile__cover"
        priority={inFirstScreen}
      />
      <div className="chef-tile__head">
        <AvatarImage
          src={chef.thumbnailUrl ?? chef.avatarUrl}
          initial={initialOf(chef.firstName, chef.storeName)}
          size="large"
        />
        <div>
          <h2 className="chef-tile__name">
            <Link className="card-link" to={`/store/${encodeURIComponent(chef.storeName)}`}>
              {name}
            </Link>
          </h2>
          <p className="chef-tile__rating">
            <ChefRatingBadge rating={chef.rating} />
          </p>
          <p className="chef-tile__rate">
            {t('common.perHour', { amount: formatEurCents(chef.merchantInfo.hourRate) })}
          </p>
          {chef.city && <p className="muted small">{chef.city}</p>}
        </div>
      </div>
      {chef.about && <p className="chef-tile__about">{chef.about}</p>}
      <KitchenTypeBadges
        types={chef.merchantInfo.kitchenType}
        label={t('marketplace.kitchenTypesOf', { name })}
      />
    </li>
  );
}
