import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatEurCents } from '@hearth/domain/money';
import { AvatarImage, initialOf } from '@/shared/ui/avatar-image.tsx';
import { KitchenTypeBadges } from '@/shared/ui/kitchen-type-badges.tsx';
import { ProductImage } from '@/shared/ui/product-image.tsx';
import { ChefRatingBadge } from '@/shared/ui/star-rating.tsx';
import type { MarketplaceChef } from '../api/get-merchants.ts';

/**
 * A chef of the marketplace, photo first (decision 053): the cover (a picture of their newest dish), the
 * avatar, name (the link, covering the card, to /store/{storeName}), rating, rate, city and kitchens.
 */
export function ChefCard({ chef }: { chef: MarketplaceChef }) {
  const { t } = useTranslation();
  const name = [chef.firstName, chef.lastName].filter(Boolean).join(' ') || chef.storeName;
  return (
    <li className="chef-tile chef-tile--cover">
      <ProductImage src={chef.cover?.thumbnailUrl ?? null} alt="" title={name} className="chef-tile__cover" />
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
