import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@hearth/domain/orders';
import type { ReviewView } from '@hearth/domain/reviews';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { orderQueryKey } from './get-order.ts';
import { ordersQueryKey } from './get-orders.ts';

export interface ReviewInput {
  orderId: number;
  rating: number;
  comment: string;
}

/**
 * POST /secure/review {orderId, rating, comment?}: model.review. 404 when the order is not the viewer's, 403
 * reviewNotAllowed for its chef, 409 reviewNotDelivered or reviewExists, 400 with fieldErrors for bad input.
 */
export async function createReview({ orderId, rating, comment }: ReviewInput): Promise<ReviewView> {
  const envelope = await apiPost<{ review?: ReviewView }>('/secure/review', {
    orderId,
    rating,
    comment: comment.trim() === '' ? undefined : comment,
  });
  return requireModel(envelope.model?.review);
}

/** Sends the review, then the order shows it in place of the form. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      queryClient.setQueryData<OrderView>(orderQueryKey(String(review.orderId)), (order) =>
        order ? { ...order, review, canReview: false } : order,
      );
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
