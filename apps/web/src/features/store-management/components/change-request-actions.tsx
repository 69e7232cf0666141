import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import {
  CHANGE_REQUEST_DECISIONS,
  changeRequestDecisionSchema,
  type ChangeRequestDecision,
  type ChefChangeRequestView,
} from '@hearth/domain/chef-changes';
import { REASON_MAX } from '@hearth/domain/fields';
import { useChangeRequestDecision } from '../api/decide-change-request.ts';
import { useDecision } from '../hooks/use-decision.ts';
import { checkField } from '../utils/decision-errors.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionForm } from './decision-form.tsx';

const LABELS: Record<ChangeRequestDecision, string> = {
  approve: 'storeManagement.changeRequests.actions.approve',
  reject: 'storeManagement.changeRequests.actions.reject',
};

/**
 * Approve (the changes go public) or reject (the approved profile stays) a chef's profile change; a rejection
 * needs the reason the chef is e-mailed, checked first by the domain's schema.
 */
export function ChangeRequestActions({
  request,
  name,
  onDecided,
}: {
  request: ChefChangeRequestView;
  name: string;
  onDecided: (text: string) => void;
}) {
  const { t } = useTranslation();
  const decision = useDecision(useChangeRequestDecision(), (choice: ChangeRequestDecision) =>
    onDecided(t(`storeManagement.changeRequests.decided.${choice}`, { name })),
  );
  const { open } = decision;

  if (!open) {
    return (
      <DecisionButtons
        actions={CHANGE_REQUEST_DECISIONS}
        labels={LABELS}
        primary={['approve']}
        pending={decision.pending}
        failure={decision.failure().message}
        onChoose={decision.choose}
      />
    );
  }

  return (
    <DecisionForm
      title={`${t(LABELS[open])}: ${name}`}
      field={{
        name: 'reason',
        label: t(`storeManagement.changeRequests.reasonLabels.${open}`),
        hint: t('storeManagement.changeRequests.reasonHint'),
        multiline: true,
        maxLength: REASON_MAX,
      }}
      submitLabel={t(
        open === 'approve'
          ? 'storeManagement.changeRequests.actions.confirmApprove'
          : 'storeManagement.changeRequests.actions.confirmReject',
      )}
      pending={decision.pending}
      check={(value) =>
        checkField(
          changeRequestDecisionSchema.safeParse({ requestId: request.id, decision: open, reason: value }),
          'reason',
        )
      }
      failure={decision.failure('reason')}
      onSubmit={(reason) => void decision.decide(open, { requestId: request.id, decision: open, reason })}
      onCancel={decision.cancel}
    />
  );
}
