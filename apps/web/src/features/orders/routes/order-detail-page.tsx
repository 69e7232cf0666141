import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { orderNumber, orderQuerySchema, type OrderView } from '@hearth/domain/orders';
import { ApiError } from '@/shared/api/api-client.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useOrder } from '../api/get-order.ts';
import { CancellationFacts } from '../components/cancellation-facts.tsx';
import { InvoiceAddress } from '../components/invoice-address.tsx';
import { InvoiceFacts } from '../components/invoice-facts.tsx';
import { InvoiceItems } from '../components/invoice-items.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderDues } from '../components/order-dues.tsx';
import { OrderErrorView } from '../components/order-error-view.tsx';
import { OrderMoneySection } from '../components/order-money-section.tsx';
import { OrderReview } from '../components/order-review.tsx';
import { SignInPrompt } from '../components/sign-in-prompt.tsx';
import { viewerParty } from '../utils/order-labels.ts';
import { usePageHead } from '@/shared/ui/page-title.ts';

/** An order id as the server takes it (digits only, a positive whole number in range), else null. */
function parseOrderId(value: string): number | null {
  const parsed = orderQuerySchema.safeParse({ orderId: value });
  return /^\d+$/.test(value) && parsed.success ? parsed.data.orderId : null;
}

/**
 * /order/:orderId: the order, printable: its facts, what is owed now with
 * the Pay buttons, its dishes, what it costs and how it is paid, the payments, and its invoice once issued.
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { profile } = useSession();
  const id = parseOrderId(orderId);
  if (id === null) return <OrderErrorView kind="required" />;
  if (!profile) {
    return (
      <div className="page page--narrow">
        <section className="card" aria-labelledby="order-sign-in-title">
          <h1 id="order-sign-in-title">{t('orderDetail.title')}</h1>
          <SignInPrompt />
        </section>
      </div>
    );
  }
  return <OrderDetail key={id} orderId={id} />;
}

function OrderDetail({ orderId }: { orderId: number }) {
  const query = useOrder(orderId);
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <OrderErrorView kind="notFound" />
    ) : (
      <OrderErrorView kind="failed" onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <div className="page page--medium">
        <Skeleton shape="page" count={6} className="card" />
      </div>
    );
  }
  return <Invoice order={query.data} />;
}

function Invoice({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const number = orderNumber(order.sID);
  usePageHead(t('titles.orderNumbered', { number }));
  const announce = (text: string) => {
    setAnnouncement(text);
    titleRef.current?.focus();
  };

  return (
    <div className="page page--medium order-detail">
      <Toolbar order={order} />
      <article className="card invoice" aria-labelledby="invoice-title">
        <header className="invoice__head">
          <p className="invoice__brand">{t('common.appName')}</p>
          <h1 id="invoice-title" ref={titleRef} tabIndex={-1}>
            {t('orderDetail.heading', { number })}
          </h1>
        </header>
        <InvoiceFacts order={order} />
        <OrderDues order={order} onPaid={announce} headingLevel={2} />
        <InvoiceAddress order={order} />
        <section className="invoice__section" aria-labelledby="invoice-instructions-title">
          <h2 id="invoice-instructions-title">{t('orderDetail.specialInstructions')}</h2>
          <p className={order.commentary ? 'pre-line' : 'muted'}>
            {order.commentaryWithheld
              ? t('orderDetail.instructionsWithheld')
              : order.commentary || t('orderDetail.noInstructions')}
          </p>
        </section>
        <InvoiceItems order={order} />
        <OrderMoneySection order={order} />
        {order.cancellation && <CancellationFacts cancellation={order.cancellation} />}
      </article>
      <OrderReview order={order} />
      <p className="orders-announcement" role="status">
        {announcement}
      </p>
      <OrderActions order={order} party={viewerParty(order, profile)} onDone={announce} />
    </div>
  );
}

/** Back (where the reader came from, else the orders), the invoice once issued, and Print; none is printed. */
function Toolbar({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry of this visit: there is nothing in the app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <div className="order-detail__toolbar">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void (canGoBack ? navigate(-1) : navigate('/orders'))}
      >
        {t('orderDetail.back')}
      </button>
      <span className="order-detail__tools">
        <Link className="button button--ghost" to={`/order/${order.id}/messages`}>
          {t('orderDetail.messages')}
        </Link>
        {order.invoice && (
          <Link className="button button--ghost" to={`/invoice/${order.id}`}>
            {t('orderDetail.invoice', { number: order.invoice.number })}
          </Link>
        )}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('orderDetail.print')}
        </button>
      </span>
    </div>
  );
}
