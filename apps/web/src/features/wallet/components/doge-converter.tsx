import type { Ref } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@hearth/domain/wallet';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import {
  CONVERTER_CURRENCIES,
  type ConverterCurrency,
  dogeTextForFiat,
  fiatTextForDoge,
  isConverterCurrency,
} from '../utils/converter.ts';

export interface ConverterValues {
  doge: string;
  fiat: string;
  currency: ConverterCurrency;
}

export const EMPTY_CONVERTER: ConverterValues = { doge: '', fiat: '', currency: 'EUR' };

interface DogeConverterProps {
  rate: number;
  values: ConverterValues;
  onChange: (values: ConverterValues) => void;
  /** While a card payment of these amounts is on its way. */
  disabled: boolean;
  /** Why Buy cannot go on (already translated), under the fiat field. */
  fiatError?: string;
  fiatRef?: Ref<HTMLInputElement>;
}

/**
 * DOGE and fiat at `rate`, each following the other as the user types (fiatForDoge / dogeForFiat); the
 * currency (EUR, USD: one rate for both) names the fiat field. The fiat field's hint gives the top-up limits.
 */
export function DogeConverter({ rate, values, onChange, disabled, fiatError, fiatRef }: DogeConverterProps) {
  const { t } = useTranslation();
  const limits = t('buyDoge.limits', {
    min: formatEurCents(TOP_UP_MIN_CENTS),
    max: formatEurCents(TOP_UP_MAX_CENTS),
  });
  return (
    <div className="wallet-converter">
      <TextField
        label={t('buyDoge.fields.doge')}
        inputMode="decimal"
        autoComplete="off"
        value={values.doge}
        disabled={disabled}
        onChange={(event) =>
          onChange({ ...values, doge: event.target.value, fiat: fiatTextForDoge(event.target.value, rate) })
        }
      />
      <SelectField
        label={t('buyDoge.fields.currency')}
        options={CONVERTER_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        value={values.currency}
        disabled={disabled}
        onChange={(event) => {
          if (isConverterCurrency(event.target.value)) onChange({ ...values, currency: event.target.value });
        }}
      />
      <TextField
        ref={fiatRef}
        label={t('buyDoge.fields.fiat', { currency: values.currency })}
        hint={limits}
        error={fiatError}
        inputMode="decimal"
        autoComplete="off"
        value={values.fiat}
        disabled={disabled}
        onChange={(event) =>
          onChange({ ...values, fiat: event.target.value, doge: dogeTextForFiat(event.target.value, rate) })
        }
      />
    </div>
  );
}
