import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { isTimeBased, type PricedDish, unitPriceCents } from '@hearth/domain/pricing';

/**
 * The price of one unit as pricing.ts computes it (docs/product.md#dishes-and-their-pricing): "90 min ×
 * €12.00/h = €18.00" for a dish priced by time, else its fixed price.
 */
export function PriceCalculation({ dish }: { dish: PricedDish }) {
  const { t } = useTranslation();
  const price = formatEurCents(unitPriceCents(dish));
  if (isTimeBased(dish)) {
    return (
      <p className="price-calc" data-testid="price-calculation">
        <span className="price-calc__label">{t('catalogue.timeBasedPrice')}</span>{' '}
        <span className="price-calc__value">
          {t('catalogue.priceFormula', {
            minutes: dish.preparationMinutes,
            rate: formatEurCents(dish.hourRateCents!),
            price,
          })}
        </span>
      </p>
    );
  }
  return (
    <p className="price-calc" data-testid="price-calculation">
      <span className="price-calc__label">{t('catalogue.fixedPrice')}</span>{' '}
      <span className="price-calc__value">{price}</span>
    </p>
  );
}
