import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { COMMENTARY_MAX } from '@hearth/domain/orders';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { namesMarketZone } from '@/shared/i18n/format.ts';
import type { CheckoutFieldBinding } from '../hooks/use-checkout-errors.ts';
import type { CheckoutFormValues } from '../utils/checkout-form.ts';
import type { OrderLine } from '../api/calculate-fees.ts';
import { PaymentChoice } from './payment-choice.tsx';
import { StartTimePicker } from './start-time-picker.tsx';

interface OrderDetailsFieldsProps {
  field: CheckoutFieldBinding;
  register: UseFormRegister<CheckoutFormValues>;
  /** Characters typed in the special instructions, for the counter. */
  commentaryLength: number;
  /** The earliest date the picker offers (a datetime-local value): now. */
  minDeliveryDate: string;
  payInCash: boolean;
  onPayInCashChange: (payInCash: boolean) => void;
  /** The cart's lines: the free starts are the chef's for these dishes (decision 063). */
  items: readonly OrderLine[];
  /** The address's city: the visit's, whose free starts are offered (decision 068). */
  city: string;
  startValue: string;
  onStartChange: (value: string) => void;
}

/**
 * Delivery date and time, how the dishes are paid (in cash at the visit by default), catering, self delivery and the special
 * instructions with their counter. The instructions have no maxLength: more than 1000 characters (pasted
 * text) shows the limit's message instead of being cut without a word.
 */
export function OrderDetailsFields({
  field,
  register,
  commentaryLength,
  minDeliveryDate,
  payInCash,
  onPayInCashChange,
  items,
  city,
  startValue,
  onStartChange,
}: OrderDetailsFieldsProps) {
  const { t } = useTranslation();
  const dateField = field('serviceDeliveryDate');
  return (
    <section className="card form-section checkout-section" aria-labelledby="checkout-details-title">
      <h2 id="checkout-details-title">{t('checkout.sections.details')}</h2>
      <StartTimePicker
        items={items}
        city={city}
        value={startValue}
        onChange={onStartChange}
        error={dateField.error}
        fallback={
          <TextField
            label={t('checkout.fields.serviceDeliveryDate')}
            hint={
              namesMarketZone()
                ? t('checkoutFlow.deliveryDateVilnius')
                : t('checkout.hints.serviceDeliveryDate')
            }
            type="datetime-local"
            min={minDeliveryDate}
            required
            {...dateField}
          />
        }
      />
      <PaymentChoice payInCash={payInCash} onChange={onPayInCashChange} />
      <CheckboxField
        label={t('checkout.fields.cateringRequired')}
        hint={t('checkout.hints.cateringRequired')}
        {...register('cateringRequired')}
      />
      <CheckboxField
        label={t('checkout.fields.selfDelivery')}
        hint={t('checkout.hints.selfDelivery')}
        {...register('selfDelivery')}
      />
      <TextAreaField
        label={t('checkout.fields.commentary')}
        hint={t('checkout.hints.commentaryCount', { length: commentaryLength, max: COMMENTARY_MAX })}
        rows={4}
        {...field('commentary')}
      />
    </section>
  );
}
