import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { RATING_MAX, RATING_MIN } from '@hearth/domain/constants';

interface StarInputProps {
  /** The legend of the group. */
  label: string;
  /** The chosen rating, null before a choice. */
  value: number | null;
  onChange: (rating: number) => void;
  /** An error shown under the stars (already translated). */
  error?: string;
  name?: string;
}

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * A star rating as a group of native radio buttons named "1 star" to "5 stars": Tab enters the group, the
 * arrow keys choose, and a screen reader announces the choice. The stars up to the choice are filled.
 */
export function StarInput({ label, value, onChange, error, name }: StarInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const groupName = name ?? `stars-${generatedId}`;
  const errorId = `${generatedId}-error`;
  return (
    <fieldset
      className="field star-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{label}</legend>
      <div className="star-input__options">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className={
              value !== null && rating <= value
                ? 'star-input__option star-input__option--on'
                : 'star-input__option'
            }
          >
            <input
              type="radio"
              className="visually-hidden"
              name={groupName}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span className="star-input__star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t('reviewsUi.stars.option', { count: rating })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
