import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldMessages } from './field-messages.tsx';
import { useFieldIds } from './field-parts.ts';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'aria-invalid'> {
  label: string;
  hint?: string;
  /** An error shown under the field (already translated). */
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with its hint and error line; works with react-hook-form's register(). */
export function TextAreaField({ label, hint, error, id, ref, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <textarea
        {...textarea}
        ref={ref}
        id={ids.inputId}
        className="field__input field__input--multiline"
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
