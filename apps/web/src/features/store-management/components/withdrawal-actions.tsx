import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { REASON_MAX } from '@hearth/domain/fields';
import { WITHDRAWAL_DECISIONS, withdrawalDecisionSchema, type WithdrawalView } from '@hearth/domain/wallet';
import { useWithdrawalDecision, type WithdrawalAction } from '../api/decide-withdrawal.ts';
import { useDecision } from '../hooks/use-decision.ts';
import { checkField } from '../utils/decision-errors.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionForm, type DecisionField } from './decision-form.tsx';

const ACTION_LABELS: Record<WithdrawalAction, string> = {
  sent: 'storeManagement.withdrawals.actions.sent',
  reject: 'storeManagement.withdrawals.actions.reject',
};

const PRIMARY_ACTIONS: readonly WithdrawalAction[] = ['sent'];

const CONFIRM_LABELS: Record<WithdrawalAction, string> = {
  sent: 'storeManagement.withdrawals.actions.confirmSent',
  reject: 'storeManagement.withdrawals.actions.confirmReject',
};

/** What the live region says after a decision. */
const DONE_TEXTS: Record<WithdrawalAction, string> = {
  sent: 'storeManagement.withdrawals.decided.sent',
  reject: 'storeManagement.withdrawals.decided.reject',
};

/** The one value each decision needs, named as in the payload (label and hint are catalogue keys). */
const FIELDS = {
  sent: {
    name: 'txid',
    label: 'storeManagement.withdrawals.txidLabel',
    hint: 'storeManagement.withdrawals.txidHint',
    className: 'withdrawal-txid-field',
  },
  reject: {
    name: 'reason',
    label: 'storeManagement.withdrawals.reasonLabel',
    hint: 'storeManagement.withdrawals.reasonHint',
    multiline: true,
    maxLength: REASON_MAX,
  },
} as const satisfies Record<WithdrawalAction, DecisionField>;

interface WithdrawalActionsProps {
  withdrawal: WithdrawalView;
  /** The withdrawal in words ("12.5 DOGE — Rūta"), for the form's title and the announcement. */
  name: string;
  /** Told the (translated) sentence to announce after a decision. */
  onDecided: (text: string) => void;
}

/**
 * Mark as sent (once the DOGE has left the platform's wallet: the on-chain transaction id) or reject (a
 * reason; the server releases the held amount to the user). The domain's schema checks the value first.
 */
export function WithdrawalActions({ withdrawal, name, onDecided }: WithdrawalActionsProps) {
  const { t } = useTranslation();
  const decision = useDecision(useWithdrawalDecision(), (action: WithdrawalAction) =>
    onDecided(t(DONE_TEXTS[action], { name })),
  );
  const { open } = decision;

  if (!open) {
    return (
      <DecisionButtons
        actions={WITHDRAWAL_DECISIONS}
        labels={ACTION_LABELS}
        primary={PRIMARY_ACTIONS}
        pending={decision.pending}
        failure={decision.failure().message}
        onChoose={decision.choose}
      />
    );
  }

  const field = FIELDS[open];
  return (
    <DecisionForm
      title={`${t(ACTION_LABELS[open])}: ${name}`}
      field={{ ...field, label: t(field.label), hint: t(field.hint) }}
      submitLabel={t(CONFIRM_LABELS[open])}
      pending={decision.pending}
      check={(value) =>
        checkField(
          withdrawalDecisionSchema.safeParse({
            withdrawalId: withdrawal.id,
            action: open,
            [field.name]: value,
          }),
          field.name,
        )
      }
      failure={decision.failure(field.name)}
      onSubmit={(value) =>
        void decision.decide(open, { withdrawalId: withdrawal.id, action: open, [field.name]: value })
      }
      onCancel={decision.cancel}
    />
  );
}
