import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { CartItem } from '@/shared/cart/cart-storage.ts';
import { cartLinePriceCents, cartOrderLines } from '@/shared/cart/cart-totals.ts';
import { bookedMoney } from '@/shared/money/booked-money.ts';
import { MoneySummary } from '@/shared/money/money-summary.tsx';
import { useFees } from '../api/calculate-fees.ts';

interface CartSummaryProps {
  items: readonly CartItem[];
  payInCash: boolean;
}

/**
 * The checkout's summary: the cart's dishes, then what the order costs and how it is paid (now, at the
 * visit, after it), from the fees the server computed for these lines and the chosen way of paying.
 */
export function CartSummary({ items, payInCash }: CartSummaryProps) {
  const { t } = useTranslation();
  const fees = useFees(cartOrderLines(items), payInCash);
  return (
    <aside className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.sections.summary')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('checkout.cartEmpty')}</p>
      ) : (
        <ul className="summary-lines">
          {items.map((item) => (
            <li key={item.productId}>
              <span>{t('checkout.summary.line', { title: item.title, volume: item.productVolume })}</span>
              <span>{formatEurCents(cartLinePriceCents(item))}</span>
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <>
          {fees.data && (
            <MoneySummary
              money={bookedMoney(fees.data.fees, fees.data.payInCash)}
              updating={fees.isPlaceholderData}
            />
          )}
          {fees.isPending && (
            <p className="muted" role="status">
              {t('checkout.summary.calculating')}
            </p>
          )}
          {fees.isError && !fees.isFetching && (
            <div className="notice notice--error" role="alert">
              <span>{t('checkout.failedToCalculateFees')}</span>
              <button type="button" className="button button--ghost" onClick={() => void fees.refetch()}>
                {t('common.tryAgain')}
              </button>
            </div>
          )}
        </>
      )}
      <Link to="/cart">{t('checkout.editCart')}</Link>
    </aside>
  );
}
