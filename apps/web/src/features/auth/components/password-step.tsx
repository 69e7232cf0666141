import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clientErrorItems, hasFieldError, type FormErrorItem } from '../../../shared/api/form-errors.ts';
import { ErrorList, errorLineId } from '../../../shared/ui/error-list.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
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
  const idPrefix = useId();
  const [serverErrors, setServerErrors] = useState<FormErrorItem[]>([]);
  const schema: z.ZodType<PasswordForm, PasswordForm> = isNewPassword
    ? newPasswordStepSchema
    : passwordStepSchema;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const items = [...clientErrorItems(errors, ['password', 'confirmPassword']), ...serverErrors];
  const submit = handleSubmit(
    async ({ password }) => {
      setServerErrors([]);
      setServerErrors(await onSubmit(password));
    },
    () => setServerErrors([]),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <DisabledEmailField email={email} />
      <TextField
        label={t('forms.fields.password')}
        type="password"
        autoComplete={isNewPassword ? 'new-password' : 'current-password'}
        required
        autoFocus
        hint={isNewPassword ? t('signIn.passwordHint') : undefined}
        invalid={hasFieldError(items, 'password')}
        errorId={errorLineId(idPrefix, 'password')}
        {...register('password')}
      />
      {isNewPassword && (
        <TextField
          label={t('forms.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          invalid={hasFieldError(items, 'confirmPassword')}
          errorId={errorLineId(idPrefix, 'confirmPassword')}
          {...register('confirmPassword')}
        />
      )}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('common.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
