import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { InvoiceView } from '@hearth/domain/invoices';

/** Who sells the dishes (the chef), who buys (the customer), and who issues the service fee (Hearth). */
export function InvoiceParties({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation();
  const { seller, buyer, platform } = invoice;
  const withheld = buyer.email === null && buyer.address === null && buyer.city !== null;
  return (
    <div className="invoice-page__parties">
      <section aria-labelledby="invoice-seller">
        <h2 id="invoice-seller">{t('invoice.seller.title')}</h2>
        <dl className="invoice-page__facts">
          <Fact label={t('invoice.seller.name')} value={seller.name} />
          <Fact label={t('invoice.seller.nickname')} value={seller.nickname} />
          <Fact label={t('invoice.seller.taxNumber')} value={seller.taxNumber} />
          {seller.registryUrl && (
            <div>
              <dt>{t('invoice.seller.registry')}</dt>
              <dd>
                <a href={seller.registryUrl} rel="noreferrer noopener" target="_blank">
                  {seller.registryUrl}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section aria-labelledby="invoice-buyer">
        <h2 id="invoice-buyer">{t('invoice.buyer.title')}</h2>
        <dl className="invoice-page__facts">
          <Fact label={t('invoice.buyer.name')} value={buyer.name} />
          <Fact label={t('invoice.buyer.email')} value={buyer.email} />
          <Fact label={t('invoice.buyer.address')} value={buyer.address ?? buyer.city} />
        </dl>
        {withheld && <p className="muted invoice-page__note">{t('invoice.buyer.withheld')}</p>}
      </section>
      <section aria-labelledby="invoice-platform">
        <h2 id="invoice-platform">{t('invoice.platform.title', { name: platform.name })}</h2>
        <dl className="invoice-page__amounts">
          <div>
            <dt>{t('invoice.platform.serviceFee')}</dt>
            <dd>{formatEurCents(platform.serviceFee)}</dd>
          </div>
          <div>
            <dt>{t('invoice.platform.vat', { percent: platform.vatPercent })}</dt>
            <dd>{formatEurCents(platform.vat)}</dd>
          </div>
          <div className="invoice-page__total">
            <dt>{t('invoice.platform.total')}</dt>
            <dd>{formatEurCents(platform.total)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
