import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { ORDER_VOLUME_MAX } from '@hearth/domain/constants';
import type { CartItem } from '@/shared/cart/cart-storage.ts';
import { cartLinePriceCents, cartLineServings } from '@/shared/cart/cart-totals.ts';
import { productDetailPath } from '@/shared/catalogue/product.ts';
import { DishImage } from '@/shared/ui/dish-image.tsx';
import { QuantityStepper } from '@/shared/ui/quantity-stepper.tsx';

interface CartLineProps {
  item: CartItem;
  onVolumeChange: (volume: number) => void;
  onRemove: () => void;
}

/** One dish of the cart: picture, title, chef, unit price, servings, the quantity stepper and remove. */
export function CartLine({ item, onVolumeChange, onRemove }: CartLineProps) {
  const { t } = useTranslation();
  const titleId = `cart-line-${item.productId}`;
  return (
    <li className="cart-line card" aria-labelledby={titleId}>
      {/* The title next to it names the dish: the picture is decoration here. */}
      <DishImage
        image={item.imageSrc ? { url: item.imageSrc } : null}
        sizes="96px"
        alt=""
        title={item.title ?? ''}
        className="cart-line__image"
      />
      <div className="cart-line__info">
        <h2 className="cart-line__title" id={titleId}>
          <Link to={productDetailPath(item.productId)}>{item.title}</Link>
        </h2>
        {item.chefName && <p className="muted">{t('cartPage.byChef', { chef: item.chefName })}</p>}
        <p>{t('cartPage.unitPrice', { price: formatEurCents(item.price ?? 0) })}</p>
        <p>{t('cartPage.servings', { servings: cartLineServings(item) })}</p>
      </div>
      <div className="cart-line__controls">
        <QuantityStepper
          value={item.productVolume}
          onChange={onVolumeChange}
          label={t('cart.quantity')}
          max={ORDER_VOLUME_MAX}
        />
        <p className="cart-line__total">
          <span className="muted">{t('cartPage.lineTotal')}</span>{' '}
          <strong>{formatEurCents(cartLinePriceCents(item))}</strong>
        </p>
        <button
          type="button"
          className="link-button"
          aria-label={t('cartPage.removeNamed', { title: item.title })}
          onClick={onRemove}
        >
          {t('cartPage.remove')}
        </button>
      </div>
    </li>
  );
}
