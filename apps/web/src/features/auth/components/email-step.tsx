import type { FormErrorItem } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { emailStepSchema } from '../utils/sign-in-source.ts';
import { EmailField } from './email-field.tsx';

interface EmailStepProps {
  defaultEmail: string;
  submitLabel: string;
  /** Resolves with the lines to show; empty when the flow moved on. */
  onSubmit: (email: string) => Promise<FormErrorItem[]>;
}

export function EmailStep({ defaultEmail, submitLabel, onSubmit }: EmailStepProps) {
  const fieldLabels = useFieldLabels();
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: emailStepSchema,
    defaultValues: { email: defaultEmail },
    fields: ['email'],
    onSubmit: ({ email }) => onSubmit(email),
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <EmailField autoFocus {...fieldProps('email')} />
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} />
    </form>
  );
}
