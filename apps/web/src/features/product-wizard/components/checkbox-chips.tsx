import { useId } from 'react';

interface CheckboxChipsProps {
  legend: string;
  options: readonly string[];
  labelOf: (option: string) => string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: string;
  error?: string;
}

/** A group of checkboxes shown as chips (allergens, dietary tags): native checkboxes, so keyboard-ready. */
export function CheckboxChips({
  legend,
  options,
  labelOf,
  value,
  onChange,
  hint,
  error,
}: CheckboxChipsProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  function toggle(option: string, checked: boolean) {
    if (checked) onChange(options.filter((o) => o === option || value.includes(o)));
    else onChange(value.filter((v) => v !== option));
  }

  return (
    <fieldset className="field chip-picker form-grid__wide" aria-describedby={describedBy}>
      <legend className="field__label">{legend}</legend>
      <div className="chip-picker__options">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label key={option} className={checked ? 'chip chip--selected' : 'chip'}>
              <input
                type="checkbox"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              {labelOf(option)}
            </label>
          );
        })}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
