import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractModelOf } from '@hearth/domain/contracts/contract';
import { getOrder } from '@hearth/domain/contracts/orders';
import { createReview } from '@hearth/domain/contracts/reviews';
import { apiQueryKey, callApi, invalidateAfter } from '@/shared/api/contract-client.ts';

export interface ReviewInput {
  orderId: number;
  rating: number;
  comment: string;
}

/**
 * POST /secure/review {orderId, rating, comment?}: the review. 404 when the order is not the viewer's, 403
 * reviewNotAllowed for its chef, 409 reviewNotDelivered or reviewExists, 400 with fieldErrors for bad input.
 * Then the order shows it in place of the form at once, and what the review changed is read again.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ orderId, rating, comment }: ReviewInput) => {
      const blank = comment.trim() === '';
      return (await callApi(createReview, { orderId, rating, comment: blank ? null : comment })).model.review;
    },
    onSuccess: async (review) => {
      const key = apiQueryKey(getOrder, { orderId: review.orderId });
      queryClient.setQueryData<ContractModelOf<typeof getOrder>>(key, (model) =>
        model ? { order: { ...model.order, review, canReview: false } } : model,
      );
      // The reviewed order, the chef's page and the marketplace are read again (the contract's changes).
      await invalidateAfter(queryClient, createReview);
    },
  });
}
