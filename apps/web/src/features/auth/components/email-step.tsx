import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { clientErrorItems, hasFieldError, type FormErrorItem } from '../../../shared/api/form-errors.ts';
import { ErrorList, errorLineId } from '../../../shared/ui/error-list.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { emailStepSchema } from '../utils/sign-in-source.ts';

interface EmailStepProps {
  defaultEmail: string;
  submitLabel: string;
  /** Resolves with the lines to show; empty when the flow moved on. */
  onSubmit: (email: string) => Promise<FormErrorItem[]>;
}

export function EmailStep({ defaultEmail, submitLabel, onSubmit }: EmailStepProps) {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const idPrefix = useId();
  const [serverErrors, setServerErrors] = useState<FormErrorItem[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailStepSchema), defaultValues: { email: defaultEmail } });

  const items = [...clientErrorItems(errors, ['email']), ...serverErrors];
  const submit = handleSubmit(
    async ({ email }) => {
      setServerErrors([]);
      setServerErrors(await onSubmit(email));
    },
    () => setServerErrors([]),
  );

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <TextField
        label={t('forms.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus
        invalid={hasFieldError(items, 'email')}
        errorId={errorLineId(idPrefix, 'email')}
        {...register('email')}
      />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
