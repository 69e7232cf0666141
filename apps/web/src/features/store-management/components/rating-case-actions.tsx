import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@hearth/domain/profile';
import {
  RATING_CASE_DECISIONS,
  ratingCaseDecisionSchema,
  type RatingCaseDecision,
  type RatingCaseView,
} from '@hearth/domain/reviews';
import { useRatingCaseDecision } from '../api/decide-rating-case.ts';
import { checkField, decisionFailure } from '../utils/decision-errors.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionForm } from './decision-form.tsx';

const ACTION_LABELS: Record<RatingCaseDecision, string> = {
  reinstate: 'storeManagement.ratingCases.actions.reinstate',
  confirm: 'storeManagement.ratingCases.actions.confirm',
};

const PRIMARY_ACTIONS: readonly RatingCaseDecision[] = ['reinstate'];

const CONFIRM_LABELS: Record<RatingCaseDecision, string> = {
  reinstate: 'storeManagement.ratingCases.actions.confirmReinstate',
  confirm: 'storeManagement.ratingCases.actions.confirmConfirm',
};

const REASON_LABELS: Record<RatingCaseDecision, string> = {
  reinstate: 'storeManagement.ratingCases.reasonLabels.reinstate',
  confirm: 'storeManagement.ratingCases.reasonLabels.confirm',
};

/** What the live region says after a decision. */
const DONE_TEXTS: Record<RatingCaseDecision, string> = {
  reinstate: 'storeManagement.ratingCases.decided.reinstate',
  confirm: 'storeManagement.ratingCases.decided.confirm',
};

interface RatingCaseActionsProps {
  ratingCase: RatingCaseView;
  /** The chef in words, for the form's title and the announcement. */
  name: string;
  /** Told the (translated) sentence to announce after a decision. */
  onDecided: (text: string) => void;
}

/**
 * Reinstate the chef (dishes visible again) or confirm the suspension, each with a reason the chef receives by
 * e-mail. The domain's schema checks the reason first.
 */
export function RatingCaseActions({ ratingCase, name, onDecided }: RatingCaseActionsProps) {
  const { t } = useTranslation();
  const decision = useRatingCaseDecision();
  const [open, setOpen] = useState<RatingCaseDecision | null>(null);

  async function decide(choice: RatingCaseDecision, reason: string) {
    try {
      await decision.mutateAsync({ caseId: ratingCase.id, decision: choice, reason });
    } catch {
      return; // shown from decision.error
    }
    // Told even when this card has gone with the refreshed queue.
    onDecided(t(DONE_TEXTS[choice], { name }));
    setOpen(null);
  }

  if (!open) {
    return (
      <DecisionButtons
        actions={RATING_CASE_DECISIONS}
        labels={ACTION_LABELS}
        primary={PRIMARY_ACTIONS}
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
      title={`${t(ACTION_LABELS[open])}: ${name}`}
      field={{
        name: 'reason',
        label: t(REASON_LABELS[open]),
        hint: t('storeManagement.ratingCases.reasonHint'),
        multiline: true,
        maxLength: REASON_MAX,
      }}
      submitLabel={t(CONFIRM_LABELS[open])}
      pending={decision.isPending}
      check={(value) =>
        checkField(
          ratingCaseDecisionSchema.safeParse({ caseId: ratingCase.id, decision: open, reason: value }),
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
