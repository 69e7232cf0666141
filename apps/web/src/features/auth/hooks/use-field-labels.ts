import { useTranslation } from '@/shared/i18n/use-translation.tsx';

/** Names of the auth forms' fields, for the lines of the error list. */
export function useFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    email: t('forms.fields.email'),
    password: t('forms.fields.password'),
    confirmPassword: t('forms.fields.confirmPassword'),
    pin: t('forms.fields.pin'),
    login: t('forms.fields.login'),
    pw: t('forms.fields.pin'),
    orderId: t('forms.fields.orderId'),
  };
}
