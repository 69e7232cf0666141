import { useTranslation } from 'react-i18next';
import type { OrderAddressView } from '@hearth/domain/orders';

/** Where the chef cooks: the checkout's delivery address. */
export function InvoiceAddress({ address }: { address: OrderAddressView | null }) {
  const { t } = useTranslation();
  return (
    <section className="invoice__section" aria-labelledby="invoice-address-title">
      <h2 id="invoice-address-title">{t('orderDetail.address')}</h2>
      {address ? (
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
