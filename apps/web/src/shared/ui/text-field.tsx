import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages } from './field-messages.tsx';
import { useFieldIds } from './field-parts.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid' | 'prefix'> {
  label: string;
  hint?: string;
  invalid?: boolean;
  /** Id of the error line that describes this field (in an error list, or the one under the field). */
  errorId?: string;
  /** An error shown under the field (already translated); makes the field invalid. */
  error?: string;
  /** Text shown before the input, inside its frame (a link prefix); it describes the field too. */
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; works with react-hook-form's register() (name, ref, onChange, onBlur). */
export function TextField({
  label,
  hint,
  invalid,
  errorId,
  error,
  prefix,
  id,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, invalid, errorId });
  const prefixId = `${ids.inputId}-prefix`;
  const describedBy = [prefix ? prefixId : undefined, ids.describedBy].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      {...input}
      ref={ref}
      id={ids.inputId}
      className="field__input"
      aria-invalid={ids.invalid || undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {prefix ? (
        <div className="input-group">
          <span className="input-group__prefix" id={prefixId}>
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
