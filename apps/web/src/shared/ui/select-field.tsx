import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages } from './field-messages.tsx';
import { useFieldIds } from './field-parts.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'aria-invalid'> {
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  /** An error shown under the field (already translated). */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its hint and error line; works with react-hook-form's register(). */
export function SelectField({
  label,
  options,
  hint,
  error,
  id,
  ref,
  className,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        id={ids.inputId}
        className="field__input"
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
