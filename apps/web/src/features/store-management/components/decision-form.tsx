import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import type { DecisionFailure, FieldCheck } from '../utils/decision-errors.ts';

export interface DecisionField {
  /** The payload's name of the field: the server's field errors are read under it. */
  name: string;
  label: string;
  hint?: string;
  /** A reason is free text over several lines; an id is one line. */
  multiline?: boolean;
  maxLength?: number;
  /** Added to the field's frame (a monospace id, say). */
  className?: string;
}

interface DecisionFormProps {
  /** Names the form: the decision and whom it concerns. */
  title: string;
  field: DecisionField;
  submitLabel: string;
  pending: boolean;
  /** The domain schema's verdict on the typed value: nothing is sent until it passes. */
  check: (value: string) => FieldCheck;
  /** The failed call's answer: the field's error under the field, any other message below the form. */
  failure: DecisionFailure;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** The one value a decision needs (a reason, a transaction id), asked inline where the decision was started. */
export function DecisionForm({
  title,
  field,
  submitLabel,
  pending,
  check,
  failure,
  onSubmit,
  onCancel,
}: DecisionFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(value);
    if ('error' in checked) {
      setClientError(checked.error);
      return;
    }
    setClientError(null);
    onSubmit(checked.value);
  }

  const fieldError = clientError ?? failure.fieldError;
  const control = {
    label: field.label,
    hint: field.hint,
    name: field.name,
    className: field.className,
    maxLength: field.maxLength,
    required: true,
    autoFocus: true,
    value,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setClientError(null);
    },
    error: fieldError ? translateFieldError(t, field.name, fieldError) : undefined,
  };

  return (
    <form className="form reason-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <p id={titleId} className="reason-form__title">
        {title}
      </p>
      {field.multiline ? (
        <TextAreaField {...control} rows={3} />
      ) : (
        <TextField {...control} autoComplete="off" spellCheck={false} />
      )}
      {failure.message && !failure.fieldError && (
        <p className="field__error" role="alert">
          {translateMessage(t, failure.message)}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
