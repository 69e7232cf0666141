import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { type OrderDue, orderNumber } from '@hearth/domain/orders';
import { OrderPayment } from '@/shared/payments/order-payment.tsx';
import { PURPOSE_LABELS } from '../utils/order-labels.ts';

const PURPOSE_EXPLAIN: Record<OrderDue['purpose'], string> = {
  order: 'ordersPage.dues.explain.order',
  order_balance: 'ordersPage.dues.explain.order_balance',
  order_penalty: 'ordersPage.dues.explain.order_penalty',
};

interface DuePaymentProps {
  due: OrderDue;
  /** Told the (translated) sentence to announce once the payment went through. */
  onPaid: (text: string) => void;
  /** Name the order in the visible text (the outstanding banner lists several orders). */
  showOrder?: boolean;
}

/**
 * One amount the customer owes online (the prepayment, the balance after the visit, a late cancellation's
 * penalty), what it is for, and its Pay button, which opens the payment by card or from the DOGE wallet.
 */
export function DuePayment({ due, onPaid, showOrder = false }: DuePaymentProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const number = orderNumber(due.sID);
  const amount = formatEurCents(due.amountCents);
  const purpose = t(PURPOSE_LABELS[due.purpose]);

  function paid() {
    setOpen(false);
    onPaid(t('ordersPage.dues.paid', { number }));
  }

  return (
    <div className="due-payment">
      <div className="due-payment__row">
        <p className="due-payment__what">
          <strong>{showOrder ? t('ordersPage.dues.ofOrder', { purpose, number }) : purpose}</strong>{' '}
          <span className="due-payment__amount">{amount}</span>
          <span className="due-payment__explain">{t(PURPOSE_EXPLAIN[due.purpose])}</span>
        </p>
        <button
          type="button"
          className={open ? 'button button--ghost' : 'button button--primary'}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={open ? undefined : t('ordersPage.dues.payNamed', { amount, purpose, number })}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('ordersPage.dues.hide') : t('ordersPage.dues.pay', { amount })}
        </button>
      </div>
      {open && (
        <div className="due-payment__panel" id={panelId}>
          <OrderPayment
            orderId={due.orderId}
            purpose={due.purpose}
            amountCents={due.amountCents}
            returnPath={`/order/${due.orderId}`}
            onPaid={paid}
          />
        </div>
      )}
    </div>
  );
}
