import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '../../../shared/api/api-client.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { RequireLogin } from '../../../shared/session/require-login.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceDocument } from '../components/invoice-document.tsx';
import '../components/invoice.css';

/** /invoice/:orderId: the invoice of a paid order, in the reader's language, ready to print on A4. */
export function InvoicePage() {
  return (
    <RequireLogin>
      <div className="page invoice-page">
        <Invoice />
      </div>
    </RequireLogin>
  );
}

function Invoice() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const invoice = useInvoice(orderId);
  if (invoice.isPending) return <PageLoading />;
  if (invoice.isError) {
    const error = invoice.error;
    const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className="notice notice--error" role="alert">
        <span>{translateMessage(t, message ?? MESSAGES.serverError)}</span>
        {missing ? (
          <Link to="/orders">{t('invoice.toOrders')}</Link>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => void invoice.refetch()}>
            {t('common.tryAgain')}
          </button>
        )}
      </div>
    );
  }
  return (
    <>
      <div className="invoice-page__toolbar">
        <Link to={`/order/${invoice.data.order.id}`}>{t('invoice.backToOrder')}</Link>
        <button type="button" className="button" onClick={() => window.print()}>
          {t('invoice.print')}
        </button>
      </div>
      <InvoiceDocument invoice={invoice.data} />
    </>
  );
}
