import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { linePriceCents, servings, type PricedDish } from '@hearth/domain/pricing';
import { useCartVolume } from '@/shared/cart/use-cart-volume.ts';
import { QuantityStepper } from '@/shared/ui/quantity-stepper.tsx';
import './add-to-cart-bar.css';

interface AddToCartBarProps {
  dish: PricedDish;
  volume: number;
  onVolume: (volume: number) => void;
  onAdd: () => void;
}

/**
 * The dish page's quantity, line total and Add to cart; "Go to cart" once the cart holds something. On a
 * phone it is a bar fixed to the bottom of the screen, with room left under the page so it covers nothing
 * (add-to-cart-bar.css).
 */
export function AddToCartBar({ dish, volume, onVolume, onAdd }: AddToCartBarProps) {
  const { t } = useTranslation();
  const inCart = useCartVolume();
  return (
    <div className="product-detail__buy add-to-cart-bar">
      <div className="add-to-cart-bar__amount">
        <QuantityStepper value={volume} onChange={onVolume} label={t('cart.quantity')} />
        <p className="product-detail__total" aria-live="polite">
          {t('cart.lineTotal', {
            price: formatEurCents(linePriceCents(dish, volume)),
            servings: servings(dish, volume),
          })}
        </p>
      </div>
      <div className="product-detail__actions">
        <button type="button" className="button button--primary button--large" onClick={onAdd}>
          {t('cart.addToCart')}
        </button>
        {inCart > 0 && (
          <Link className="button button--ghost button--large" to="/cart">
            {t('cart.goToCart')}
          </Link>
        )}
      </div>
    </div>
  );
}
