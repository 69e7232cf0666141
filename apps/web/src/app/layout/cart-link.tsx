import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { CART_BADGE_CAP } from '@hearth/domain/constants';
import { useCartVolume } from '@/shared/cart/use-cart-volume.ts';
import { CartIcon } from '@/shared/ui/icons.tsx';

export function cartBadgeText(volume: number): string {
  return volume > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(volume);
}

/** Cart icon with the total item volume; above 99 it shows 99+. */
export function CartLink() {
  const { t } = useTranslation();
  const volume = useCartVolume();
  const badge = cartBadgeText(volume);
  return (
    <Link
      to="/cart"
      className="icon-button cart-link"
      aria-label={volume > 0 ? t('nav.cartWithCount', { count: badge }) : t('nav.cart')}
    >
      <CartIcon />
      {volume > 0 && (
        <span className="cart-link__badge" aria-hidden="true" data-testid="cart-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
