import { useQuery } from '@tanstack/react-query';
import { listApplications } from '@hearth/domain/contracts/moderation';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /operator/applications: the pending chefs, oldest first. */
export function useApplications() {
  return useQuery({ ...apiQueryOptions(listApplications), select: (model) => model.applications });
}
