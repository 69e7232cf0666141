import { Link, Navigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES, V } from '@hearth/domain/messages';
import { orderNumber, type OrderView } from '@hearth/domain/orders';
import { idSchema } from '@hearth/domain/fields';
import { ApiError } from '@/shared/api/api-client.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useCheckoutOrder } from '../api/get-order.ts';
import { wasVerifiedHere } from '../utils/checkout-guest.ts';
import { orderLinkingPath } from '../utils/checkout-paths.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStep } from './payment-step.tsx';

/**
 * /checkout?resumePayment=true&orderId=: the payment of an existing order (after order linking, or right
 * after placing it with a stored profile). The cart plays no part: the order holds its own lines.
 */
export function ResumePayment({ orderIdParam }: { orderIdParam: string | null }) {
  const { t } = useTranslation();
  if (!orderIdParam?.trim()) {
    return <ResumeProblem title={t(V.orderIdRequired)} />;
  }
  const parsed = idSchema.safeParse(orderIdParam.trim());
  if (!parsed.success) return <ResumeProblem title={t(MESSAGES.orderNotFound)} />;
  return <ResumeOrder orderId={parsed.data} />;
}

function ResumeOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useCheckoutOrder(orderId);

  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    // Without a session the order is linked first: the sign-in page comes back here.
    if (status === 401) return <Navigate to={orderLinkingPath(orderId)} replace />;
    if (status === 404) return <ResumeProblem title={t(MESSAGES.orderNotFound)} />;
    return <ResumeProblem title={t('checkout.resume.loadFailed')} onRetry={() => void order.refetch()} />;
  }

  return (
    <div className="page checkout-page">
      <h1>{t('checkout.resume.title')}</h1>
      <CheckoutSteps current="pay" guest={wasVerifiedHere(orderId)} />
      <p className="lead">{t('checkout.resume.orderNumber', { number: orderNumber(order.data.sID) })}</p>
      <div className="checkout-layout">
        <section className="card checkout-section" aria-labelledby="checkout-payment-title">
          <h2 id="checkout-payment-title">{t('checkout.sections.payment')}</h2>
          <PaymentOrStatus order={order.data} />
        </section>
        <OrderSummary order={order.data} />
      </div>
    </div>
  );
}

/** A prepaid, cancelled or fully cash order has nothing to pay here: say so instead of asking for a card. */
function PaymentOrStatus({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if ((order.payments ?? []).some((payment) => payment.purpose === 'order')) {
    return (
      <div className="notice notice--success" role="status">
        <span>{t(MESSAGES.orderAlreadyPaid)}</span>
        <Link to="/orders">{t('buyComplete.viewOrders')}</Link>
      </div>
    );
  }
  if (order.status !== 'placed') {
    return (
      <p className="notice notice--info" role="status">
        {t('checkout.resume.notPayable')}
      </p>
    );
  }
  if (order.onlineAmount <= 0) {
    return (
      <p className="notice notice--info" role="status">
        {t(MESSAGES.nothingToPayOnline)}
      </p>
    );
  }
  return <PaymentStep order={order} />;
}

function ResumeProblem({ title, onRetry }: { title: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <section className="card error-view" aria-labelledby="checkout-problem-title">
        <h1 id="checkout-problem-title">{title}</h1>
        <div className="form__actions">
          {onRetry && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t('common.tryAgain')}
            </button>
          )}
          <Link className="button button--ghost" to="/orders">
            {t('buyComplete.viewOrders')}
          </Link>
          <Link className="button button--ghost" to="/mp">
            {t('buyComplete.continueShopping')}
          </Link>
        </div>
      </section>
    </div>
  );
}
