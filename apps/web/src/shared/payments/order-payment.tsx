import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { OrderPaymentPurpose, OrderView } from '@hearth/domain/orders';
import { CardPayment } from './card-payment.tsx';
import { DogePayment } from './doge-payment.tsx';
import './payments.css';

type Method = 'card' | 'doge';

const METHOD_TEXTS: Record<Method, { label: string; hint: string }> = {
  card: { label: 'checkout.payment.methods.card', hint: 'checkout.payment.methods.cardHint' },
  doge: { label: 'checkout.payment.methods.doge', hint: 'checkout.payment.methods.dogeHint' },
};

interface OrderPaymentProps {
  orderId: number;
  purpose: OrderPaymentPurpose;
  /** What the order owes for `purpose`, as the server said (the intent's amount must equal it). */
  amountCents: number;
  /** Where Stripe sends the browser back after its payment page. */
  returnPath: string;
  /** The payment went through (card: the test provider; DOGE: the pin); the order when the server sent it. */
  onPaid: (order: OrderView | null) => void;
  /** What is being paid, shown above the choice of the method. */
  summary?: ReactNode;
}

/**
 * One online payment of an order, by card (the test provider's form or Stripe's Payment Element) or from the
 * DOGE wallet: the prepayment at checkout, the balance after the visit, a late cancellation's penalty.
 */
export function OrderPayment({
  orderId,
  purpose,
  amountCents,
  returnPath,
  onPaid,
  summary,
}: OrderPaymentProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('card');
  const name = useId();

  const choice = (value: Method) => (
    <label className="payment-method">
      <input
        type="radio"
        name={name}
        value={value}
        checked={method === value}
        onChange={() => setMethod(value)}
        // The hint is the description, not part of the name.
        aria-labelledby={`${name}-${value}-label`}
        aria-describedby={`${name}-${value}-hint`}
      />
      <span className="payment-method__text">
        <span className="payment-method__label" id={`${name}-${value}-label`}>
          {t(METHOD_TEXTS[value].label)}
        </span>
        <span className="payment-method__hint" id={`${name}-${value}-hint`}>
          {t(METHOD_TEXTS[value].hint)}
        </span>
      </span>
    </label>
  );

  return (
    <div className="payment-step">
      {summary}
      <fieldset className="payment-methods">
        <legend>{t('checkout.payment.methods.legend')}</legend>
        {choice('card')}
        {choice('doge')}
      </fieldset>
      {method === 'card' ? (
        <CardPayment
          orderId={orderId}
          amountCents={amountCents}
          purpose={purpose}
          returnPath={returnPath}
          onPaid={() => onPaid(null)}
        />
      ) : (
        <DogePayment orderId={orderId} purpose={purpose} amountCents={amountCents} onPaid={onPaid} />
      )}
    </div>
  );
}
