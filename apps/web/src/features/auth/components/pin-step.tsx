import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@hearth/domain/constants';
import { clientErrorItems, hasFieldError, type FormErrorItem } from '../../../shared/api/form-errors.ts';
import { ErrorList, errorLineId } from '../../../shared/ui/error-list.tsx';
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
  const idPrefix = useId();
  const [serverErrors, setServerErrors] = useState<FormErrorItem[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(pinStepSchema), defaultValues: { pin: '' } });

  const items = [...clientErrorItems(errors, ['pin']), ...serverErrors];
  const submit = handleSubmit(
    async ({ pin }) => {
      setServerErrors([]);
      setServerErrors(await onSubmit(pin));
    },
    () => setServerErrors([]),
  );

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
        invalid={hasFieldError(items, 'pin')}
        errorId={errorLineId(idPrefix, 'pin')}
        {...register('pin')}
      />
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
