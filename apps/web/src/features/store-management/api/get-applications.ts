import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModeratedChef } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';

/** Every moderation list starts with this key: one invalidation after a decision refreshes them all. */
export const operatorQueryKey = ['operator'] as const;

/** GET /operator/applications: the pending chefs, oldest first. */
export async function fetchApplications(): Promise<ModeratedChef[]> {
  const envelope = await apiGet<{ applications?: ModeratedChef[] }>('/operator/applications');
  return envelope.model?.applications ?? [];
}

export const applicationsQueryOptions = queryOptions({
  queryKey: [...operatorQueryKey, 'applications'],
  queryFn: fetchApplications,
});

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
