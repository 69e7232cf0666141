import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { OrderView } from '@hearth/domain/orders';
import { formatDeadline } from '../utils/order-labels.ts';
import { DuePayment } from './due-payment.tsx';
import '../orders-money.css';

interface OrderDuesProps {
  order: OrderView;
  onPaid: (text: string) => void;
  /** The heading level of the section's title in its page. */
  headingLevel?: 2 | 3;
}

/**
 * What the customer owes online for this order now (order.dues: the prepayment, the balance after the
 * visit, a late cancellation's penalty), each with its Pay button; an unpaid order says by when it must be
 * paid before the server cancels it.
 */
export function OrderDues({ order, onPaid, headingLevel = 3 }: OrderDuesProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const deadline =
    order.status === 'placed' && order.payBeforeTimestamp !== null
      ? formatDeadline(order.payBeforeTimestamp, i18n.language)
      : '';
  if (order.dues.length === 0 && !deadline) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="order-dues" aria-labelledby={titleId}>
      <Heading id={titleId} className="order-dues__title">
        {t('ordersPage.dues.title')}
      </Heading>
      {deadline && (
        <p className="order-dues__deadline">{t('ordersPage.dues.payBefore', { time: deadline })}</p>
      )}
      {order.dues.map((due) => (
        <DuePayment key={due.purpose} due={due} onPaid={onPaid} />
      ))}
    </section>
  );
}
