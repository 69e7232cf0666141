import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { WALLET_TOP_UP_ORDER_ID } from '@hearth/domain/orders';
import { CardPayment } from '@/shared/payments/card-payment.tsx';
import { TOP_UP_RETURN_PATH } from '../utils/wallet-paths.ts';

interface TopUpPaymentProps {
  amountCents: number;
  onPaid: () => void;
  /** Back to the converter, the amounts kept, to change them. */
  onCancel: () => void;
}

/** The card payment of a top-up: order id 0, the EUR cents; Stripe comes back to /buy?topUp=done. */
export function TopUpPayment({ amountCents, onPaid, onCancel }: TopUpPaymentProps) {
  const { t } = useTranslation();
  return (
    <section className="wallet-buy__payment" aria-labelledby="buy-payment-title">
      <h2 id="buy-payment-title">{t('buyDoge.paymentTitle')}</h2>
      <CardPayment
        orderId={WALLET_TOP_UP_ORDER_ID}
        amountCents={amountCents}
        returnPath={TOP_UP_RETURN_PATH}
        onPaid={onPaid}
      />
      <button type="button" className="link-button" onClick={onCancel}>
        {t('buyDoge.changeAmount')}
      </button>
    </section>
  );
}
