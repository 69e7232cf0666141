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
    <div className="field">
      <label className="field__label" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <input {...input} ref={ref} type="checkbox" aria-describedby={hintId} />
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
