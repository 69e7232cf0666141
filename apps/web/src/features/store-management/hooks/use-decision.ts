import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { decisionFailure, type DecisionFailure } from '../utils/decision-errors.ts';

/** A card's decision in progress: which choice's form is open, the call, and what it failed with. */
export interface Decision<Choice extends string, Input> {
  /** The choice whose form is open (its one value asked), or null while the buttons show. */
  open: Choice | null;
  pending: boolean;
  /** Opens a choice's form, clearing the last failure. */
  choose: (choice: Choice) => void;
  /** Closes the form, clearing the last failure. */
  cancel: () => void;
  /** Sends the decision; on success announces it and closes the form, on failure leaves it for `failure`. */
  decide: (choice: Choice, input: Input) => Promise<void>;
  /** The failed call's answer; `field` names the open form's field, whose error goes under it. */
  failure: (field?: string) => DecisionFailure;
}

/**
 * The flow every operator decision shares (a chef's status, a profile change, a rating case, a withdrawal, a
 * payout): buttons, then a form for the one value the choice needs, then the call and the announcement,
 * told even when the card leaves the refreshed queue.
 */
export function useDecision<Choice extends string, Input>(
  mutation: UseMutationResult<unknown, Error, Input>,
  onDecided: (choice: Choice) => void,
): Decision<Choice, Input> {
  const [open, setOpen] = useState<Choice | null>(null);
  return {
    open,
    pending: mutation.isPending,
    choose: (choice) => {
      mutation.reset();
      setOpen(choice);
    },
    cancel: () => {
      mutation.reset();
      setOpen(null);
    },
    decide: async (choice, input) => {
      try {
        await mutation.mutateAsync(input);
      } catch {
        return; // shown from failure()
      }
      onDecided(choice);
      setOpen(null);
    },
    failure: (field) => decisionFailure(mutation.error, field),
  };
}
