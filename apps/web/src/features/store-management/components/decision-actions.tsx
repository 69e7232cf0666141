import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@hearth/domain/messages';
import {
  availableActions,
  moderationDecisionSchema,
  REASON_MAX,
  REASON_REQUIRED_ACTIONS,
  type ModeratedChef,
  type ModerationAction,
} from '@hearth/domain/profile';
import { ApiError } from '../../../shared/api/api-client.ts';
import { translateFieldError, translateMessage } from '../../../shared/i18n/translate-message.ts';
import { TextAreaField } from '../../../shared/ui/textarea-field.tsx';
import { useChefDecision } from '../api/decide-chef.ts';
import { chefDisplayName } from '../utils/chef-names.ts';

const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'storeManagement.actions.approve',
  reject: 'storeManagement.actions.reject',
  suspend: 'storeManagement.actions.suspend',
  reinstate: 'storeManagement.actions.reinstate',
};

const CONFIRM_LABELS: Partial<Record<ModerationAction, string>> = {
  reject: 'storeManagement.actions.confirmReject',
  suspend: 'storeManagement.actions.confirmSuspend',
};

/** What the live region says after a decision. */
const DONE_TEXTS: Record<ModerationAction, string> = {
  approve: 'storeManagement.decided.approve',
  reject: 'storeManagement.decided.reject',
  suspend: 'storeManagement.decided.suspend',
  reinstate: 'storeManagement.decided.reinstate',
};

interface DecisionActionsProps {
  chef: ModeratedChef;
  /** Told the (translated) sentence to announce after a decision. */
  onDecided: (text: string) => void;
}

/**
 * The decisions that apply to the chef's status (approve, reject, suspend, reinstate). Reject and suspend
 * open a form for the reason, which the chef reads; the domain's schema checks it before it is sent.
 */
export function DecisionActions({ chef, onDecided }: DecisionActionsProps) {
  const { t } = useTranslation();
  const decision = useChefDecision();
  const [reasonFor, setReasonFor] = useState<ModerationAction | null>(null);
  const name = chefDisplayName(chef);

  async function decide(action: ModerationAction, reason?: string) {
    try {
      await decision.mutateAsync({ userId: chef.userId, action, reason });
    } catch {
      return; // shown from decision.error
    }
    // Told even when this card has gone with the refreshed list (an approved application leaves the queue).
    onDecided(t(DONE_TEXTS[action], { name }));
    setReasonFor(null);
  }

  const error = decision.error;
  const serverMessage =
    error instanceof ApiError
      ? (error.envelope.messages[0]?.message ?? MESSAGES.serverError)
      : error
        ? MESSAGES.serverError
        : null;
  const serverReasonError = error instanceof ApiError ? error.envelope.fieldErrors?.reason?.[0] : undefined;

  if (reasonFor) {
    return (
      <ReasonForm
        chef={chef}
        action={reasonFor}
        pending={decision.isPending}
        serverError={serverReasonError ? translateFieldError(t, 'reason', serverReasonError) : undefined}
        failure={serverMessage && !serverReasonError ? translateMessage(t, serverMessage) : undefined}
        onSubmit={(reason) => void decide(reasonFor, reason)}
        onCancel={() => {
          decision.reset();
          setReasonFor(null);
        }}
      />
    );
  }

  return (
    <div className="decision-actions">
      {serverMessage && (
        <p className="field__error" role="alert">
          {translateMessage(t, serverMessage)}
        </p>
      )}
      <div className="decision-actions__buttons">
        {availableActions(chef.status).map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'approve' || action === 'reinstate'
                ? 'button button--primary'
                : 'button button--ghost'
            }
            disabled={decision.isPending}
            onClick={() => {
              decision.reset();
              if (REASON_REQUIRED_ACTIONS.includes(action)) setReasonFor(action);
              else void decide(action);
            }}
          >
            {t(ACTION_LABELS[action])}
          </button>
        ))}
      </div>
    </div>
  );
}

interface ReasonFormProps {
  chef: ModeratedChef;
  action: ModerationAction;
  pending: boolean;
  serverError?: string;
  failure?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

function ReasonForm({ chef, action, pending, serverError, failure, onSubmit, onCancel }: ReasonFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = moderationDecisionSchema.safeParse({ userId: chef.userId, action, reason });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'reason') ?? parsed.error.issues[0];
      setClientError(issue?.message ?? MESSAGES.validationFailed);
      return;
    }
    setClientError(null);
    onSubmit(parsed.data.reason ?? '');
  }

  return (
    <form className="form reason-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <p id={titleId} className="reason-form__title">
        {t(ACTION_LABELS[action])}: {chefDisplayName(chef)}
      </p>
      <TextAreaField
        label={t('storeManagement.reasonLabel')}
        hint={t('storeManagement.reasonHint')}
        rows={3}
        maxLength={REASON_MAX}
        required
        autoFocus
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setClientError(null);
        }}
        error={clientError ? translateFieldError(t, 'reason', clientError) : serverError}
      />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {t(CONFIRM_LABELS[action] ?? ACTION_LABELS[action])}
        </button>
      </div>
    </form>
  );
}
