import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { InvoiceView } from '@hearth/domain/invoices';
import { formatDateTime, isoFromMillis } from '@/shared/i18n/format.ts';
import { METHOD_LABELS, PURPOSE_LABELS } from '../utils/invoice-labels.ts';

/** The online payments of the order (what, how, when), then what was paid now, later, and is still due. */
export function InvoicePayments({ invoice }: { invoice: InvoiceView }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {invoice.payments.length === 0 ? (
        <p className="muted">{t('invoice.payments.none')}</p>
      ) : (
        <table className="data-table card-table invoice-page__table" aria-labelledby="invoice-payments">
          <thead>
            <tr>
              <th scope="col">{t('invoice.payments.date')}</th>
              <th scope="col">{t('invoice.payments.purpose')}</th>
              <th scope="col">{t('invoice.payments.method')}</th>
              <th scope="col" className="invoice-page__number">
                {t('invoice.payments.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment, index) => {
              const iso = isoFromMillis(payment.paidTimestamp);
              return (
                <tr key={index}>
                  <td data-label={t('invoice.payments.date')}>
                    <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>
                  </td>
                  <td data-label={t('invoice.payments.purpose')}>{t(PURPOSE_LABELS[payment.purpose])}</td>
                  <td data-label={t('invoice.payments.method')}>{t(METHOD_LABELS[payment.method])}</td>
                  <td data-label={t('invoice.payments.amount')} className="invoice-page__number">
                    {formatEurCents(payment.amount)}
                    {payment.refundedAmount > 0 && (
                      <span className="invoice-page__refunded">
                        {t('invoice.payments.refunded', { amount: formatEurCents(payment.refundedAmount) })}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <dl className="invoice-page__amounts invoice-page__settled">
        <div>
          <dt>{t('invoice.totals.paidNow')}</dt>
          <dd>{formatEurCents(invoice.paidNow)}</dd>
        </div>
        <div>
          <dt>{t('invoice.totals.paidLater')}</dt>
          <dd>{formatEurCents(invoice.paidLater)}</dd>
        </div>
        <div className="invoice-page__total">
          <dt>{t('invoice.totals.stillDue')}</dt>
          <dd>{formatEurCents(invoice.stillDue)}</dd>
        </div>
      </dl>
    </>
  );
}
