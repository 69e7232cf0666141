import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

interface DecisionButtonsProps<Action extends string> {
  actions: readonly Action[];
  /** Each action's button text (a catalogue key). */
  labels: Record<Action, string>;
  /** The actions that move things forward look primary; the rest (reject, suspend) stay ghost buttons. */
  primary: readonly Action[];
  pending: boolean;
  /** The last decision's failure (a key or a text), shown above the buttons. */
  failure: string | null;
  onChoose: (action: Action) => void;
}

/** The decisions that apply now, one button each, with the reason the last one failed. */
export function DecisionButtons<Action extends string>({
  actions,
  labels,
  primary,
  pending,
  failure,
  onChoose,
}: DecisionButtonsProps<Action>) {
  const { t } = useTranslation();
  return (
    <div className="decision-actions">
      {failure && (
        <p className="field__error" role="alert">
          {translateMessage(t, failure)}
        </p>
      )}
      <div className="decision-actions__buttons">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={primary.includes(action) ? 'button button--primary' : 'button button--ghost'}
            disabled={pending}
            onClick={() => onChoose(action)}
          >
            {t(labels[action])}
          </button>
        ))}
      </div>
    </div>
  );
}
