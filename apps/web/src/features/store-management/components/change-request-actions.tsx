import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHANGE_REQUEST_DECISIONS,
  changeRequestDecisionSchema,
  type ChangeRequestDecision,
  type ChefChangeRequestView,
} from '@hearth/domain/chef-changes';
import { REASON_MAX } from '@hearth/domain/profile';
import { useChangeRequestDecision } from '../api/decide-change-request.ts';
import { checkField, decisionFailure } from '../utils/decision-errors.ts';
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
  const decision = useChangeRequestDecision();
  const [open, setOpen] = useState<ChangeRequestDecision | null>(null);

  async function decide(choice: ChangeRequestDecision, reason: string) {
    try {
      await decision.mutateAsync({ requestId: request.id, decision: choice, reason });
    } catch {
      return; // shown from decision.error
    }
    onDecided(t(`storeManagement.changeRequests.decided.${choice}`, { name }));
    setOpen(null);
  }

  if (!open) {
    return (
      <DecisionButtons
        actions={CHANGE_REQUEST_DECISIONS}
        labels={LABELS}
        primary={['approve']}
        pending={decision.isPending}
        failure={decisionFailure(decision.error).message}
        onChoose={(choice) => {
          decision.reset();
          setOpen(choice);
        }}
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
      pending={decision.isPending}
      check={(value) =>
        checkField(
          changeRequestDecisionSchema.safeParse({ requestId: request.id, decision: open, reason: value }),
          'reason',
        )
      }
      failure={decisionFailure(decision.error, 'reason')}
      onSubmit={(value) => void decide(open, value)}
      onCancel={() => {
        decision.reset();
        setOpen(null);
      }}
    />
  );
}
