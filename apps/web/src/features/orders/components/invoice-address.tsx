import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { OrderView } from '@hearth/domain/orders';

/**
 * Where the chef cooks: the checkout's delivery address. Until the chef confirms the order, the chef sees
 * only its city (order.addressWithheld), and is told when the rest appears.
 */
export function InvoiceAddress({
  order,
}: {
  order: Pick<OrderView, 'address' | 'addressWithheld' | 'city'>;
}) {
  const { t } = useTranslation();
  const { address } = order;
  return (
    <section className="invoice__section" aria-labelledby="invoice-address-title">
      <h2 id="invoice-address-title">{t('orderDetail.address')}</h2>
      {order.addressWithheld ? (
        <>
          {order.city && <p>{t('orderDetail.city', { city: order.city })}</p>}
          <p className="invoice__withheld">{t('ordersPage.withheld')}</p>
        </>
      ) : address ? (
        <address className="invoice__address">
          <strong>{address.title}</strong>
          <br />
          {address.formatted_address}
          <br />
          {[address.postalCode, address.city].filter(Boolean).join(' ')}
          {address.state && (
            <>
              <br />
              {address.state}
            </>
          )}
          <br />
          {t('orderDetail.phone', { code: address.countryPhoneCode, phone: address.phone })}
        </address>
      ) : (
        <p className="muted">{t('orderDetail.noAddress')}</p>
      )}
    </section>
  );
}
