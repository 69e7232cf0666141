import type { ComponentProps } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';

/** The e-mail field of the sign-in forms: an address keyboard on phones, filled in from the browser's. */
export function EmailField({
  label,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('forms.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
