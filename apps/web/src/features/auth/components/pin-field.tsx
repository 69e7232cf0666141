import type { ComponentProps } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { PIN_LENGTH } from '@hearth/domain/constants';
import { TextField } from '@/shared/ui/text-field.tsx';

/** The field of a mailed code: digits, the length of a pin, filled in from the mail where the phone can. */
export function PinField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('forms.fields.pin')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PIN_LENGTH}
      required
      hint={t('signIn.pinHint')}
      {...props}
    />
  );
}
