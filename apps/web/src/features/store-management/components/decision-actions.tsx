import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { REASON_MAX } from '@hearth/domain/fields';
import {
  availableActions,
  moderationDecisionSchema,
  REASON_REQUIRED_ACTIONS,
  type ModeratedChef,
  type ModerationAction,
} from '@hearth/domain/profile';
import { useChefDecision } from '../api/decide-chef.ts';
import { chefDisplayName } from '../utils/chef-names.ts';
import { useDecision } from '../hooks/use-decision.ts';
import { checkField } from '../utils/decision-errors.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionForm } from './decision-form.tsx';

const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'storeManagement.actions.approve',
  reject: 'storeManagement.actions.reject',
  suspend: 'storeManagement.actions.suspend',
  reinstate: 'storeManagement.actions.reinstate',
};

const PRIMARY_ACTIONS: readonly ModerationAction[] = ['approve', 'reinstate'];

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
  const name = chefDisplayName(chef);
  const decision = useDecision(useChefDecision(), (action: ModerationAction) =>
    onDecided(t(DONE_TEXTS[action], { name })),
  );
  const { open } = decision;

  if (open) {
    return (
      <DecisionForm
        title={`${t(ACTION_LABELS[open])}: ${name}`}
        field={{
          name: 'reason',
          label: t('storeManagement.reasonLabel'),
          hint: t('storeManagement.reasonHint'),
          multiline: true,
          maxLength: REASON_MAX,
        }}
        submitLabel={t(CONFIRM_LABELS[open] ?? ACTION_LABELS[open])}
        pending={decision.pending}
        check={(reason) =>
          checkField(
            moderationDecisionSchema.safeParse({ userId: chef.userId, action: open, reason }),
            'reason',
          )
        }
        failure={decision.failure('reason')}
        onSubmit={(reason) => void decision.decide(open, { userId: chef.userId, action: open, reason })}
        onCancel={decision.cancel}
      />
    );
  }

  return (
    <DecisionButtons
      actions={availableActions(chef.status)}
      labels={ACTION_LABELS}
      primary={PRIMARY_ACTIONS}
      pending={decision.pending}
      failure={decision.failure('reason').message}
      onChoose={(action) => {
        if (REASON_REQUIRED_ACTIONS.includes(action)) decision.choose(action);
        else void decision.decide(action, { userId: chef.userId, action });
      }}
    />
  );
}
