import { useId, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import {
  PAYOUT_DECISIONS,
  PAYOUT_REFERENCE_MAX,
  payoutDecisionSchema,
  type OperatorPayoutView,
  type PayoutDecisionAction,
} from '@hearth/domain/payouts';
import { REASON_MAX } from '@hearth/domain/fields';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { usePayoutDecision } from '../api/decide-payout.ts';
import { useDecision } from '../hooks/use-decision.ts';
import { checkField, type DecisionFailure, type FieldCheck } from '../utils/decision-errors.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionForm, type DecisionField } from './decision-form.tsx';

const ACTION_LABELS: Record<PayoutDecisionAction, string> = {
  sent: 'storeManagement.withdrawals.actions.sent',
  rejected: 'storeManagement.withdrawals.actions.reject',
};

const PRIMARY_ACTIONS: readonly PayoutDecisionAction[] = ['sent'];

/** What the live region says after a decision. */
const DONE_TEXTS: Record<PayoutDecisionAction, string> = {
  sent: 'storeManagement.payouts.decided.sent',
  rejected: 'storeManagement.payouts.decided.rejected',
};

/** The one value a bank payout's decisions need, named as in the payload. */
const FIELDS = {
  sent: {
    name: 'reference',
    label: 'storeManagement.payouts.referenceLabel',
    hint: 'storeManagement.payouts.referenceHint',
    maxLength: PAYOUT_REFERENCE_MAX,
    className: 'withdrawal-txid-field',
  },
  rejected: {
    name: 'reason',
    label: 'storeManagement.withdrawals.reasonLabel',
    hint: 'storeManagement.payouts.reasonHint',
    multiline: true,
    maxLength: REASON_MAX,
  },
} as const satisfies Record<PayoutDecisionAction, DecisionField>;

interface PayoutActionsProps {
  payout: OperatorPayoutView;
  /** The payout in words ("€123.45 — Rūta"), for the form's title and the announcement. */
  name: string;
  onDecided: (text: string) => void;
}

/**
 * Mark as sent (a bank payout: once the transfer is made, with its reference; a Stripe payout: the transfer
 * is made by the server, after a confirmation) or reject (a reason; the amount goes back to the chef's
 * earnings). The domain's schema checks the value first; the server refuses an operator's own payout.
 */
export function PayoutActions({ payout, name, onDecided }: PayoutActionsProps) {
  const { t } = useTranslation();
  const decision = useDecision(usePayoutDecision(), (action: PayoutDecisionAction) =>
    onDecided(t(DONE_TEXTS[action], { name })),
  );
  const { open } = decision;

  function decide(action: PayoutDecisionAction, value?: string) {
    const field = action === 'sent' && payout.sendMethod === 'stripe' ? null : FIELDS[action].name;
    void decision.decide(action, { payoutId: payout.id, action, ...(field ? { [field]: value } : {}) });
  }

  if (!open) {
    return (
      <DecisionButtons
        actions={PAYOUT_DECISIONS}
        labels={ACTION_LABELS}
        primary={PRIMARY_ACTIONS}
        pending={decision.pending}
        failure={decision.failure().message}
        onChoose={decision.choose}
      />
    );
  }

  if (open === 'sent' && payout.sendMethod === 'stripe') {
    return (
      <StripeSendForm
        title={t('storeManagement.payouts.stripeConfirm', {
          amount: formatEurCents(payout.amountCents),
          account: payout.chef.stripeAccountId ?? '',
        })}
        pending={decision.pending}
        failure={decision.failure('transfer')}
        onSubmit={() => decide('sent')}
        onCancel={decision.cancel}
      />
    );
  }

  const field = FIELDS[open];
  return (
    <DecisionForm
      title={`${t(ACTION_LABELS[open])}: ${name}`}
      field={{ ...field, label: t(field.label), hint: t(field.hint) }}
      submitLabel={t(
        open === 'sent'
          ? 'storeManagement.withdrawals.actions.confirmSent'
          : 'storeManagement.payouts.actions.confirmReject',
      )}
      pending={decision.pending}
      check={(value) => checkValue(payout.id, open, value)}
      failure={decision.failure(field.name)}
      onSubmit={(value) => decide(open, value)}
      onCancel={decision.cancel}
    />
  );
}

/** The domain schema's verdict; a bank payout's reference is required here (the schema leaves it to the server). */
function checkValue(payoutId: number, action: PayoutDecisionAction, value: string): FieldCheck {
  const name = FIELDS[action].name;
  if (value.trim() === '') return { error: 'required' };
  return checkField(payoutDecisionSchema.safeParse({ payoutId, action, [name]: value }), name);
}

interface StripeSendFormProps {
  title: string;
  pending: boolean;
  /** The failed call's answer; Stripe's refusal comes as the field error of `transfer`. */
  failure: DecisionFailure;
  onSubmit: () => void;
  onCancel: () => void;
}

/** A Stripe payout has nothing to type: a confirmation, and Stripe's own words when it refuses. */
function StripeSendForm({ title, pending, failure, onSubmit, onCancel }: StripeSendFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="form reason-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <p id={titleId} className="reason-form__title">
        {title}
      </p>
      {failure.message && (
        <div className="field__error" role="alert">
          <p>{translateMessage(t, failure.message)}</p>
          {failure.fieldError && <p>{failure.fieldError}</p>}
        </div>
      )}
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending} autoFocus>
          {t('storeManagement.payouts.actions.confirmStripe')}
        </button>
      </div>
    </form>
  );
}
