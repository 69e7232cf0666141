import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';
import type { CheckoutFailure } from '../utils/checkout-failure.ts';

/** A server field error on a field the form does not show (a cart line's productId or productVolume). */
export interface OtherFieldError {
  field: string;
  message: string;
}

/** Why placing the order stopped: the checkout's headline, the server's own words, other field errors. */
export function CheckoutBanner({ failure, others }: { failure: CheckoutFailure; others: OtherFieldError[] }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error checkout-banner" role="alert">
      <div>
        <p className="checkout-banner__title">{t(failure.message)}</p>
        {failure.detail && <p>{translateMessage(t, failure.detail)}</p>}
        {failure.detail === MESSAGES.penaltyOutstanding && (
          // New orders wait until the penalty is paid, which is done from the orders page.
          <p>
            <Link to="/orders">{t('buyComplete.viewOrders')}</Link>
          </p>
        )}
        {others.length > 0 && (
          <ul>
            {others.map((item, index) => (
              <li key={index}>
                {t(`checkout.lineFields.${item.field}`, { defaultValue: item.field })}:{' '}
                {translateFieldError(t, item.field, item.message)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
