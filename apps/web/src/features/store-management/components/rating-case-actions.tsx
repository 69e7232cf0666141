import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { REASON_MAX } from '@hearth/domain/fields';
import {
  RATING_CASE_DECISIONS,
  ratingCaseDecisionSchema,
  type RatingCaseDecision,
  type RatingCaseView,
} from '@hearth/domain/reviews';
import { useRatingCaseDecision } from '../api/decide-rating-case.ts';
import { useDecision } from '../hooks/use-decision.ts';
import { checkField } from '../utils/decision-errors.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { DecisionForm } from './decision-form.tsx';

type Labels = Record<RatingCaseDecision, string>;

/** The texts of one kind of case: its buttons, their confirmations, the reason's label and hint, the outcome. */
interface CaseTexts {
  actions: Labels;
  confirm: Labels;
  reasonLabels: Labels;
  reasonHints: Labels;
  done: Labels;
}

/**
 * A suspension case asks whether to lift the rule's suspension; a review case (decision 049: the chef is still
 * listed, one customer wrote most of the low ratings) asks whether to suspend, and its chef hears only of that.
 */
const CASE_TEXTS: Record<NonNullable<RatingCaseView['kind']>, CaseTexts> = {
  suspension: {
    actions: {
      reinstate: 'storeManagement.ratingCases.actions.reinstate',
      confirm: 'storeManagement.ratingCases.actions.confirm',
    },
    confirm: {
      reinstate: 'storeManagement.ratingCases.actions.confirmReinstate',
      confirm: 'storeManagement.ratingCases.actions.confirmConfirm',
    },
    reasonLabels: {
      reinstate: 'storeManagement.ratingCases.reasonLabels.reinstate',
      confirm: 'storeManagement.ratingCases.reasonLabels.confirm',
    },
    reasonHints: {
      reinstate: 'storeManagement.ratingCases.reasonHint',
      confirm: 'storeManagement.ratingCases.reasonHint',
    },
    done: {
      reinstate: 'storeManagement.ratingCases.decided.reinstate',
      confirm: 'storeManagement.ratingCases.decided.confirm',
    },
  },
  review: {
    actions: {
      reinstate: 'storeManagement.ratingCases.reviewCase.actions.reinstate',
      confirm: 'storeManagement.ratingCases.reviewCase.actions.confirm',
    },
    confirm: {
      reinstate: 'storeManagement.ratingCases.reviewCase.confirmLabels.reinstate',
      confirm: 'storeManagement.ratingCases.reviewCase.confirmLabels.confirm',
    },
    reasonLabels: {
      reinstate: 'storeManagement.ratingCases.reviewCase.reasonLabels.reinstate',
      confirm: 'storeManagement.ratingCases.reviewCase.reasonLabels.confirm',
    },
    reasonHints: {
      reinstate: 'storeManagement.ratingCases.reviewCase.reasonHints.reinstate',
      confirm: 'storeManagement.ratingCases.reviewCase.reasonHints.confirm',
    },
    done: {
      reinstate: 'storeManagement.ratingCases.reviewCase.decided.reinstate',
      confirm: 'storeManagement.ratingCases.reviewCase.decided.confirm',
    },
  },
};

const PRIMARY_ACTIONS: readonly RatingCaseDecision[] = ['reinstate'];

interface RatingCaseActionsProps {
  ratingCase: RatingCaseView;
  /** The chef in words, for the form's title and the announcement. */
  name: string;
  /** Told the (translated) sentence to announce after a decision. */
  onDecided: (text: string) => void;
}

/**
 * A suspension case: reinstate the chef (dishes visible again) or confirm the suspension. A review case: keep
 * the chef listed or suspend them. Each with a reason; the domain's schema checks it first.
 */
export function RatingCaseActions({ ratingCase, name, onDecided }: RatingCaseActionsProps) {
  const { t } = useTranslation();
  // Older answers carry no kind: they were all suspensions.
  const texts = CASE_TEXTS[ratingCase.kind ?? 'suspension'];
  const decision = useDecision(useRatingCaseDecision(), (choice: RatingCaseDecision) =>
    onDecided(t(texts.done[choice], { name })),
  );
  const { open } = decision;

  if (!open) {
    return (
      <DecisionButtons
        actions={RATING_CASE_DECISIONS}
        labels={texts.actions}
        primary={PRIMARY_ACTIONS}
        pending={decision.pending}
        failure={decision.failure().message}
        onChoose={decision.choose}
      />
    );
  }

  return (
    <DecisionForm
      title={`${t(texts.actions[open])}: ${name}`}
      field={{
        name: 'reason',
        label: t(texts.reasonLabels[open]),
        hint: t(texts.reasonHints[open]),
        multiline: true,
        maxLength: REASON_MAX,
      }}
      submitLabel={t(texts.confirm[open])}
      pending={decision.pending}
      check={(value) =>
        checkField(
          ratingCaseDecisionSchema.safeParse({ caseId: ratingCase.id, decision: open, reason: value }),
          'reason',
        )
      }
      failure={decision.failure('reason')}
      onSubmit={(reason) => void decision.decide(open, { caseId: ratingCase.id, decision: open, reason })}
      onCancel={decision.cancel}
    />
  );
}
