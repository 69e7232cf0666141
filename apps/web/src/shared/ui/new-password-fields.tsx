import type { ComponentProps } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { TextField } from './text-field.tsx';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

interface NewPasswordFieldsProps {
  /** The wiring of the two fields (a form's fieldProps('password') and fieldProps('confirmPassword')). */
  password: FieldProps;
  confirmPassword: FieldProps;
  /** The label of the first field: "Password", or "New password" where a current one is asked too. */
  label?: string;
}

/** A new password typed twice, with the strength rule as the first field's hint: every form that sets one. */
export function NewPasswordFields({ password, confirmPassword, label }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label ?? t('forms.fields.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('signIn.passwordHint')}
        {...password}
      />
      <TextField
        label={t('forms.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
