import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@hearth/domain/constants';
import type { FormErrorItem } from '../../../shared/api/form-errors.ts';
import { useErrorListForm } from '../../../shared/forms/use-error-list-form.ts';
import { ErrorList } from '../../../shared/ui/error-list.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { pinStepSchema } from '../utils/sign-in-source.ts';
import { DisabledEmailField } from './disabled-email-field.tsx';

interface PinStepProps {
  email: string;
  submitLabel: string;
  onSubmit: (pin: string) => Promise<FormErrorItem[]>;
  onBack: () => void;
}

export function PinStep({ email, submitLabel, onSubmit, onBack }: PinStepProps) {
  const { t } = useTranslation();
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
      <TextField
        label={t('forms.fields.pin')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PIN_LENGTH}
        required
        autoFocus
        hint={t('signIn.pinHint')}
        {...fieldProps('pin')}
      />
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onBack={onBack} />
    </form>
  );
}
