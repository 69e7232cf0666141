import { queryOptions } from '@tanstack/react-query';
import type { RatingHealth } from '@hearth/domain/reviews';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** model.health of GET /secure/rating-health: the rule's view of the chef's ratings, with all-time figures. */
export interface ChefRatingHealth extends RatingHealth {
  /** How many (visible) reviews the chef has in all. */
  count: number;
  overallAverage: number | null;
}

/** GET /secure/rating-health: the signed-in chef's rating health; 403 notAChef for anyone else. */
export async function fetchRatingHealth(): Promise<ChefRatingHealth> {
  const envelope = await apiGet<{ health?: ChefRatingHealth }>('/secure/rating-health');
  return requireModel(envelope.model?.health);
}

export const ratingHealthQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['profile', userId, 'rating-health'], queryFn: fetchRatingHealth });
