import { useId, useRef, type FocusEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { KITCHEN_TYPES } from '@hearth/domain/constants';
import { KITCHEN_TYPES_MAX } from '@hearth/domain/profile';
import { CloseIcon } from '@/shared/ui/icons.tsx';
import { kitchenTypeLabel } from '@/shared/ui/kitchen-type-badges.tsx';

interface KitchenTypePickerProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called when the focus leaves the picker. */
  onBlur?: () => void;
  /** An error shown under the picker (already translated). */
  error?: string;
  /** Receives the first option, so that a form can move the focus here (react-hook-form's field.ref). */
  focusRef?: (element: HTMLButtonElement | null) => void;
}

/**
 * The kitchen-type chip picker: each type is a toggle button (aria-pressed);
 * the chosen ones are listed above with a cross to remove each; a choice beyond three is ignored.
 */
export function KitchenTypePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  focusRef,
}: KitchenTypePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const optionRefs = useRef(new Map<string, HTMLButtonElement>());
  const full = value.length >= KITCHEN_TYPES_MAX;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function toggle(type: string) {
    if (value.includes(type)) onChange(value.filter((v) => v !== type));
    else if (!full) onChange([...value, type]);
  }

  function remove(type: string) {
    onChange(value.filter((v) => v !== type));
    // The cross disappears with its chip: the focus goes to the type's toggle.
    optionRefs.current.get(type)?.focus();
  }

  function onFocusLeave(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  }

  return (
    <fieldset
      className="field chip-picker"
      aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
      onBlur={onFocusLeave}
    >
      <legend className="field__label">
        {label}{' '}
        <span className="chip-picker__max">{t('profile.kitchen.max', { max: KITCHEN_TYPES_MAX })}</span>
      </legend>
      {value.length > 0 && (
        <ul className="chip-picker__selected" aria-label={t('profile.kitchen.selected')}>
          {value.map((type) => (
            <li key={type} className="chip chip--selected">
              <span>{kitchenTypeLabel(t, type)}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={t('profile.kitchen.remove', { type: kitchenTypeLabel(t, type) })}
                onClick={() => remove(type)}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="chip-picker__options">
        {KITCHEN_TYPES.map((type, index) => {
          const selected = value.includes(type);
          return (
            <button
              key={type}
              ref={(element) => {
                if (element) optionRefs.current.set(type, element);
                else optionRefs.current.delete(type);
                if (index === 0) focusRef?.(element);
              }}
              type="button"
              className={selected ? 'chip chip--option chip--selected' : 'chip chip--option'}
              aria-pressed={selected}
              aria-disabled={!selected && full ? true : undefined}
              onClick={() => toggle(type)}
            >
              {kitchenTypeLabel(t, type)}
            </button>
          );
        })}
      </div>
      <p className="field__hint" id={hintId} aria-live="polite">
        {full
          ? t('profile.kitchen.maxReached', { max: KITCHEN_TYPES_MAX })
          : t('profile.kitchen.hint', { max: KITCHEN_TYPES_MAX })}
      </p>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
