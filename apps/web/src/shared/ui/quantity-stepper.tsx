import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  /** The spec's minimum quantity is 1. */
  min?: number;
  max?: number;
}

/** A labelled number field between a minus and a plus button; never goes below `min`. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = Number.POSITIVE_INFINITY,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (next: number) => Math.min(max, Math.max(min, Math.floor(next)));
  return (
    <div className="stepper">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="button button--ghost stepper__button"
          aria-label={t('cart.decrease')}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className="field__input stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={Number.isFinite(max) ? max : undefined}
          step={1}
          value={value}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next) && event.target.value !== '') onChange(clamp(next));
          }}
        />
        <button
          type="button"
          className="button button--ghost stepper__button"
          aria-label={t('cart.increase')}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
