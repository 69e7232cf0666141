import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useCartVolume } from '@/shared/cart/use-cart-volume.ts';
import { BadgeLink } from '@/shared/ui/badge-link.tsx';
import { CartIcon } from '@/shared/ui/icons.tsx';

/** Cart icon with the total item volume; above 99 it shows 99+. */
export function CartLink() {
  const { t } = useTranslation();
  return (
    <BadgeLink
      to="/cart"
      icon={<CartIcon />}
      count={useCartVolume()}
      label={t('nav.cart')}
      labelWithCount={(count) => t('nav.cartWithCount', { count })}
      testId="cart-badge"
    />
  );
}
