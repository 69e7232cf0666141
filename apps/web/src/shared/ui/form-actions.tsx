import { useTranslation } from '@/shared/i18n/use-translation.tsx';

interface FormActionsProps {
  submitLabel: string;
  /** Disables the submit button while the form is being sent. */
  submitting: boolean;
  /** Shows a Back button before the submit one. */
  onBack?: () => void;
}

/** The actions row at the foot of a form: an optional Back button, then the primary submit button. */
export function FormActions({ submitLabel, submitting, onBack }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="form__actions">
      {onBack && (
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('common.back')}
        </button>
      )}
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitLabel}
      </button>
    </div>
  );
}
