import { useQuery } from '@tanstack/react-query';
import { getRatingHealth } from '@hearth/domain/contracts/reviews';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/rating-health: the signed-in chef's rating health; 403 notAChef for anyone else. */
export function useRatingHealth() {
  return useQuery({ ...apiQueryOptions(getRatingHealth), select: (model) => model.health });
}
