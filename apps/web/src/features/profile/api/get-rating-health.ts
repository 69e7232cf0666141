import { queryOptions } from '@tanstack/react-query';
import type { ChefRatingHealth } from '@hearth/domain/reviews';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** GET /secure/rating-health: the signed-in chef's rating health; 403 notAChef for anyone else. */
export async function fetchRatingHealth(): Promise<ChefRatingHealth> {
  const envelope = await apiGet<{ health?: ChefRatingHealth }>('/secure/rating-health');
  return requireModel(envelope.model?.health);
}

export const ratingHealthQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId, 'rating-health'], queryFn: fetchRatingHealth });
