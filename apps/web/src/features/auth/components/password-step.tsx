import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { z } from 'zod';
import type { FormErrorItem } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { NewPasswordFields } from '@/shared/ui/new-password-fields.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { newPasswordStepSchema, passwordStepSchema } from '../utils/sign-in-source.ts';
import { DisabledEmailField } from './disabled-email-field.tsx';

type PasswordForm = z.input<typeof passwordStepSchema>;

interface PasswordStepProps {
  email: string;
  /** A new password: the strength rule and a confirmation field. */
  isNewPassword: boolean;
  submitLabel: string;
  onSubmit: (password: string) => Promise<FormErrorItem[]>;
  onBack: () => void;
}

export function PasswordStep({ email, isNewPassword, submitLabel, onSubmit, onBack }: PasswordStepProps) {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const schema: z.ZodType<PasswordForm, PasswordForm> = isNewPassword
    ? newPasswordStepSchema
    : passwordStepSchema;
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema,
    defaultValues: { password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword'],
    onSubmit: ({ password }) => onSubmit(password),
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <DisabledEmailField email={email} />
      {isNewPassword ? (
        <NewPasswordFields
          password={{ autoFocus: true, ...fieldProps('password') }}
          confirmPassword={fieldProps('confirmPassword')}
        />
      ) : (
        <TextField
          label={t('forms.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          {...fieldProps('password')}
        />
      )}
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onBack={onBack} />
    </form>
  );
}
