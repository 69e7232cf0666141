import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { invoiceQuerySchema } from '@hearth/domain/invoices';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceDocument } from '../components/invoice-document.tsx';
import '@/shared/ui/card-table.css';
import '../components/invoice.css';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { invoiceTexts } from '../locales/invoice-texts.ts';

addPageTexts(invoiceTexts);

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
  const { orderId } = useParams();
  const parsed = invoiceQuerySchema.safeParse({ orderId });
  // An id the server would refuse as bad input is refused here, as it would be.
  if (!parsed.success) return <Failure message={MESSAGES.validationFailed} missing />;
  return <PaidInvoice orderId={parsed.data.orderId} />;
}

function PaidInvoice({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const invoice = useInvoice(orderId);
  if (invoice.isPending) return <PageLoading />;
  if (invoice.isError) {
    const error = invoice.error;
    const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Failure
        message={message ?? MESSAGES.serverError}
        missing={missing}
        onRetry={() => void invoice.refetch()}
      />
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

/** The invoice cannot be shown: the way to the orders when there is none, else Try again. */
function Failure({ message, missing, onRetry }: { message: string; missing: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <span>{translateMessage(t, message)}</span>
      {missing ? (
        <Link to="/orders">{t('invoice.toOrders')}</Link>
      ) : (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      )}
    </div>
  );
}
