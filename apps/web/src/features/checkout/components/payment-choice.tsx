import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
// The radio cards of the payment methods: the same look for the choice made here.
import '@/shared/payments/payments.css';

interface PaymentChoiceProps {
  payInCash: boolean;
  onChange: (payInCash: boolean) => void;
}

const CHOICES = [
  { payInCash: true, label: 'checkout.paymentChoice.cash', hint: 'checkout.paymentChoice.cashHint' },
  { payInCash: false, label: 'checkout.paymentChoice.online', hint: 'checkout.paymentChoice.onlineHint' },
] as const;

/**
 * How the dishes are paid (the order's payInCash): in cash to the chef at the visit (the default), or online
 * by card or DOGE, each with what it means for the customer. The summary beside shows the amounts of each.
 */
export function PaymentChoice({ payInCash, onChange }: PaymentChoiceProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="payment-methods checkout-payment-choice">
      <legend>{t('checkout.paymentChoice.legend')}</legend>
      {CHOICES.map((choice) => {
        const labelId = `${name}-${String(choice.payInCash)}-label`;
        const hintId = `${name}-${String(choice.payInCash)}-hint`;
        return (
          <label key={String(choice.payInCash)} className="payment-method">
            <input
              type="radio"
              name="payInCash"
              value={String(choice.payInCash)}
              checked={payInCash === choice.payInCash}
              onChange={() => onChange(choice.payInCash)}
              // The hint is the description, not part of the name.
              aria-labelledby={labelId}
              aria-describedby={hintId}
            />
            <span className="payment-method__text">
              <span className="payment-method__label" id={labelId}>
                {t(choice.label)}
              </span>
              <span className="payment-method__hint" id={hintId}>
                {t(choice.hint)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
