import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { InvoiceView } from '@hearth/domain/invoices';
import { orderNumber } from '@hearth/domain/orders';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { MoneySummary } from '@/shared/money/money-summary.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { InvoiceParties } from './invoice-parties.tsx';
import { InvoicePayments } from './invoice-payments.tsx';

/** The invoice as it is printed: heading, parties, dishes, the money of the order, the payments. */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const { t, i18n } = useTranslation();
  const issued = isoFromMillis(invoice.issuedTimestamp);
  const service = isoFromMillis(invoice.order.serviceDeliveryDate * 1000);
  const number = orderNumber(invoice.order.sID);
  return (
    <article className="card invoice-page__document" aria-labelledby="invoice-title">
      <header className="invoice-page__head">
        <h1 id="invoice-title">{t('invoice.title', { number: invoice.number })}</h1>
        <dl className="invoice-page__facts">
          <div>
            <dt>{t('invoice.issued')}</dt>
            <dd>
              <time dateTime={issued}>{formatDateTime(issued, i18n.language)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('invoice.order')}</dt>
            <dd>
              <Link to={`/order/${invoice.order.id}`}>{t('invoice.orderNumber', { number })}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('invoice.serviceDate')}</dt>
            <dd>
              <time dateTime={service}>{formatDateTime(service, i18n.language)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('invoice.mode.label')}</dt>
            <dd>{invoice.order.payInCash ? t('invoice.mode.cash') : t('invoice.mode.online')}</dd>
          </div>
        </dl>
      </header>
      <InvoiceParties invoice={invoice} />
      <section aria-labelledby="invoice-lines">
        <h2 id="invoice-lines">{t('invoice.lines.title')}</h2>
        <InvoiceLines lines={invoice.lines} />
      </section>
      <section aria-labelledby="invoice-money">
        <h2 id="invoice-money">{t('invoice.moneyTitle')}</h2>
        <MoneySummary money={invoice.money} />
      </section>
      <section aria-labelledby="invoice-payments">
        <h2 id="invoice-payments">{t('invoice.payments.title')}</h2>
        <InvoicePayments invoice={invoice} />
      </section>
    </article>
  );
}
