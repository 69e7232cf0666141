import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with its hint (aria-describedby); works with react-hook-form's register(). */
export function CheckboxField({ label, hint, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field checkbox-field">
      <label className="checkbox-field__label" htmlFor={id}>
        <input {...input} ref={ref} id={id} type="checkbox" aria-describedby={hintId} />
        <span>{label}</span>
      </label>
      {hint && (
        <p className="field__hint checkbox-field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
