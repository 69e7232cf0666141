import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { OrderView } from '@hearth/domain/orders';
import '@/shared/ui/card-table.css';

/** The lines of the invoice with the prices stored when the dishes were ordered. */
export function InvoiceItems({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section className="invoice__section" aria-labelledby="invoice-items-title">
      <h2 id="invoice-items-title">{t('orderDetail.items')}</h2>
      <div className="table-scroll">
        <table className="data-table card-table invoice__table">
          <thead>
            <tr>
              <th scope="col">{t('orderDetail.columns.number')}</th>
              <th scope="col">{t('orderDetail.columns.title')}</th>
              <th scope="col">{t('orderDetail.columns.description')}</th>
              <th scope="col" className="invoice__amount">
                {t('orderDetail.columns.unitPrice')}
              </th>
              <th scope="col" className="invoice__amount">
                {t('orderDetail.columns.quantity')}
              </th>
              <th scope="col" className="invoice__amount">
                {t('orderDetail.columns.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.orderItems.map((item, index) => (
              <tr key={item.id}>
                <td data-label={t('orderDetail.columns.number')}>{index + 1}</td>
                <th scope="row">{item.product.title}</th>
                <td className="invoice__description" data-label={t('orderDetail.columns.description')}>
                  {item.product.description}
                </td>
                <td className="invoice__amount" data-label={t('orderDetail.columns.unitPrice')}>
                  {formatEurCents(item.unitPrice)}
                </td>
                <td className="invoice__amount" data-label={t('orderDetail.columns.quantity')}>
                  {item.volume}
                </td>
                <td className="invoice__amount" data-label={t('orderDetail.columns.lineTotal')}>
                  {formatEurCents(item.lineTotal)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
