import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { InvoiceLine } from '@hearth/domain/invoices';

/** The dishes: quantity, price, the booked time of a time-priced dish and the actual one once recorded. */
export function InvoiceLines({ lines }: { lines: readonly InvoiceLine[] }) {
  const { t } = useTranslation();
  const timed = lines.some((line) => line.timeBased);
  const minutes = (value: number | null) =>
    value === null ? '–' : t('invoice.lines.minutes', { count: value });
  return (
    <table className="data-table card-table invoice-page__table" aria-labelledby="invoice-lines">
      <thead>
        <tr>
          <th scope="col">{t('invoice.lines.dish')}</th>
          <th scope="col" className="invoice-page__number">
            {t('invoice.lines.quantity')}
          </th>
          <th scope="col" className="invoice-page__number">
            {t('invoice.lines.unitPrice')}
          </th>
          {timed && (
            <>
              <th scope="col" className="invoice-page__number">
                {t('invoice.lines.bookedTime')}
              </th>
              <th scope="col" className="invoice-page__number">
                {t('invoice.lines.actualTime')}
              </th>
            </>
          )}
          <th scope="col" className="invoice-page__number">
            {t('invoice.lines.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <th scope="row" data-label={t('invoice.lines.dish')}>
              {line.title}
            </th>
            <td data-label={t('invoice.lines.quantity')} className="invoice-page__number">
              {line.volume}
            </td>
            <td data-label={t('invoice.lines.unitPrice')} className="invoice-page__number">
              {formatEurCents(line.unitPrice)}
            </td>
            {timed && (
              <>
                <td data-label={t('invoice.lines.bookedTime')} className="invoice-page__number">
                  {line.timeBased ? minutes(line.bookedMinutes) : '–'}
                </td>
                <td data-label={t('invoice.lines.actualTime')} className="invoice-page__number">
                  {line.timeBased ? minutes(line.actualMinutes) : '–'}
                </td>
              </>
            )}
            <td data-label={t('invoice.lines.amount')} className="invoice-page__number">
              {line.finalTotal !== line.bookedTotal && (
                <s aria-label={t('invoice.lines.booked', { amount: formatEurCents(line.bookedTotal) })}>
                  {formatEurCents(line.bookedTotal)}
                </s>
              )}{' '}
              {formatEurCents(line.finalTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
