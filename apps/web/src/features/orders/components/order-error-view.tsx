import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

export type OrderErrorKind = 'required' | 'notFound' | 'failed';

const TEXTS: Record<OrderErrorKind, { title: string; lead: string }> = {
  required: { title: 'orderDetail.orderIdRequired', lead: 'orderDetail.requiredLead' },
  notFound: { title: 'orderDetail.orderNotFound', lead: 'orderDetail.notFoundLead' },
  failed: { title: 'orderDetail.failedToLoadOrder', lead: 'orderDetail.failedLead' },
};

interface OrderErrorViewProps {
  kind: OrderErrorKind;
  /** Offered for a failure that another try may mend. */
  onRetry?: () => void;
}

/** Why the order cannot be shown, and the way back to the orders. */
export function OrderErrorView({ kind, onRetry }: OrderErrorViewProps) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <section className="card error-view" aria-labelledby="order-error-title">
        <h1 id="order-error-title">{t(TEXTS[kind].title)}</h1>
        <p className="lead">{t(TEXTS[kind].lead)}</p>
        <div className="form__actions">
          {onRetry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('common.tryAgain')}
            </button>
          )}
          <Link className={onRetry ? 'button button--ghost' : 'button button--primary'} to="/orders">
            {t('orderDetail.toOrders')}
          </Link>
        </div>
      </section>
    </div>
  );
}
