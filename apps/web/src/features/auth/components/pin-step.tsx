import type { ReactNode } from 'react';
import type { FormErrorItem } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { pinStepSchema } from '../utils/sign-in-source.ts';
import { DisabledEmailField } from './disabled-email-field.tsx';
import { PinField } from './pin-field.tsx';

interface PinStepProps {
  email: string;
  submitLabel: string;
  onSubmit: (pin: string) => Promise<FormErrorItem[]>;
  onBack: () => void;
  /** Shown under the actions (a "send a new code" button). */
  children?: ReactNode;
}

export function PinStep({ email, submitLabel, onSubmit, onBack, children }: PinStepProps) {
  const fieldLabels = useFieldLabels();
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: pinStepSchema,
    defaultValues: { pin: '' },
    fields: ['pin'],
    onSubmit: ({ pin }) => onSubmit(pin),
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <DisabledEmailField email={email} />
      <PinField autoFocus {...fieldProps('pin')} />
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onBack={onBack} />
      {children}
    </form>
  );
}
