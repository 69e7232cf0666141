import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-invalid'> {
  label: string;
  hint?: string;
  invalid?: boolean;
  /** Id of the error line that describes this field. */
  errorId?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; works with react-hook-form's register() (name, ref, onChange, onBlur). */
export function TextField({ label, hint, invalid, errorId, id, ref, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
