import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { FormErrorItem } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { NewPasswordFields } from '@/shared/ui/new-password-fields.tsx';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { resetStepSchema } from '../utils/sign-in-source.ts';
import { DisabledEmailField } from './disabled-email-field.tsx';
import { PinField } from './pin-field.tsx';

interface ResetPasswordStepProps {
  email: string;
  onSubmit: (pin: string, password: string) => Promise<FormErrorItem[]>;
  onBack: () => void;
  /** Shown under the actions (a "send a new code" button). */
  children?: ReactNode;
}

/** A password reset's second step: the mailed code and the new password, under the registration's rule. */
export function ResetPasswordStep({ email, onSubmit, onBack, children }: ResetPasswordStepProps) {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: resetStepSchema,
    defaultValues: { pin: '', password: '', confirmPassword: '' },
    fields: ['pin', 'password', 'confirmPassword'],
    onSubmit: ({ pin, password }) => onSubmit(pin, password),
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <DisabledEmailField email={email} />
      <PinField autoFocus {...fieldProps('pin')} />
      <NewPasswordFields
        label={t('passwordReset.newPassword')}
        password={fieldProps('password')}
        confirmPassword={fieldProps('confirmPassword')}
      />
      <FormActions submitLabel={t('passwordReset.submit')} submitting={isSubmitting} onBack={onBack} />
      {children}
    </form>
  );
}
