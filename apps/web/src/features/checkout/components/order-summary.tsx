import { useTranslation } from 'react-i18next';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderView } from '@hearth/domain/orders';
import { FeeBreakdown } from './fee-breakdown.tsx';

/** The summary of an order being paid: its lines and amounts as the server stored them. */
export function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <aside className="card checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('checkout.sections.summary')}</h2>
      <ul className="summary-lines">
        {order.orderItems.map((item) => (
          <li key={item.id}>
            <span>{t('checkout.summary.line', { title: item.product.title, volume: item.volume })}</span>
            <span>{formatEurCents(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <FeeBreakdown fees={order.fees} payInCash={order.payInCash} />
    </aside>
  );
}
