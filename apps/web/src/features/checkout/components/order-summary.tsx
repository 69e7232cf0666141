import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderView } from '@hearth/domain/orders';
import { MoneySummary } from '@/shared/money/money-summary.tsx';

/** The summary of an order being paid: its lines, what it costs and how it is paid, as the server stored them. */
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
      <MoneySummary money={order.money} />
    </aside>
  );
}
