import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';

/** The e-mail of the first step, shown but not editable on the second. */
export function DisabledEmailField({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <TextField label={t('forms.fields.email')} type="email" name="email" value={email} disabled readOnly />
  );
}
