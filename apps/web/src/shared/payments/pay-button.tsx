import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';

interface PayButtonProps {
  amountCents: number;
  /** The payment is on its way: the button says so and cannot be pressed again. */
  paying: boolean;
  disabled?: boolean;
}

/** The submit button of both card forms: "Pay €13.58", then "Paying…". */
export function PayButton({ amountCents, paying, disabled = false }: PayButtonProps) {
  const { t } = useTranslation();
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary button--large" disabled={disabled || paying}>
        {paying
          ? t('checkout.payment.paying')
          : t('checkout.payment.pay', { amount: formatEurCents(amountCents) })}
      </button>
    </div>
  );
}
