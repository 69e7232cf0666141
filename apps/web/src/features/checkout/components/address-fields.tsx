import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ADDRESS_TEXT_MAX, POSTAL_CODE_MAX } from '@hearth/domain/orders';
import { TextField } from '@/shared/ui/text-field.tsx';
import type { CheckoutFieldBinding } from '../hooks/use-checkout-errors.ts';

/**
 * The delivery address (POST /store/add-order-address). The title has no maxLength: typing past 70
 * characters shows 'Address title must be 70 characters or less' instead of silently cutting the text.
 */
export function AddressFields({ field }: { field: CheckoutFieldBinding }) {
  const { t } = useTranslation();
  return (
    <section className="card form-section checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">{t('checkout.sections.address')}</h2>
      <div className="form-grid">
        <TextField
          label={t('checkout.fields.title')}
          hint={t('checkout.hints.title')}
          autoComplete="off"
          required
          className="form-grid__wide"
          {...field('title')}
        />
        <TextField
          label={t('checkout.fields.formatted_address')}
          autoComplete="street-address"
          maxLength={ADDRESS_TEXT_MAX}
          required
          className="form-grid__wide"
          {...field('formatted_address')}
        />
        <TextField
          label={t('checkout.fields.city')}
          autoComplete="address-level2"
          maxLength={ADDRESS_TEXT_MAX}
          required
          {...field('city')}
        />
        <TextField
          label={t('checkout.fields.state')}
          hint={t('checkout.hints.state')}
          autoComplete="address-level1"
          maxLength={ADDRESS_TEXT_MAX}
          required
          {...field('state')}
        />
        <TextField
          label={t('checkout.fields.postalCode')}
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX}
          required
          {...field('postalCode')}
        />
        <TextField
          label={t('checkout.fields.phone')}
          hint={t('checkout.hints.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+370 600 00000"
          required
          {...field('phone')}
        />
      </div>
    </section>
  );
}
