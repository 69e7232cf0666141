import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { SavedAddress } from '@hearth/domain/orders';
import '@/shared/payments/payments.css';

/** Which saved address the form holds: its index, or 'new'. */
export type AddressChoice = number | 'new';

interface SavedAddressesProps {
  addresses: readonly SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
}

/**
 * A returning customer's addresses of earlier orders (decision 055), newest first, and "A new address".
 * Choosing one fills the address fields below, which stay editable.
 */
export function SavedAddresses({ addresses, choice, onChoose }: SavedAddressesProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="payment-methods checkout-saved-addresses">
      <legend>{t('checkoutFlow.saved.legend')}</legend>
      {addresses.map((address, index) => {
        const labelId = `${name}-${index}-label`;
        const hintId = `${name}-${index}-hint`;
        return (
          <label key={index} className="payment-method">
            <input
              type="radio"
              name="savedAddress"
              checked={choice === index}
              onChange={() => onChoose(index)}
              aria-labelledby={labelId}
              aria-describedby={hintId}
            />
            <span className="payment-method__text">
              <span className="payment-method__label" id={labelId}>
                {address.title}
              </span>
              <span className="payment-method__hint" id={hintId}>
                {t('checkoutFlow.saved.line', {
                  address: address.formatted_address,
                  city: address.city,
                  postalCode: address.postalCode,
                })}
              </span>
            </span>
          </label>
        );
      })}
      <label className="payment-method">
        <input type="radio" name="savedAddress" checked={choice === 'new'} onChange={() => onChoose('new')} />
        <span className="payment-method__text">
          <span className="payment-method__label">{t('checkoutFlow.saved.newAddress')}</span>
        </span>
      </label>
    </fieldset>
  );
}
