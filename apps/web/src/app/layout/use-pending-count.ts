import { useQuery } from '@tanstack/react-query';
import type { Session } from '@/shared/session/use-session.ts';
import { isOperator } from './nav-items.ts';

/** How often an operator's header asks again, so that a new application shows without a reload. */
const REFRESH_MS = 60_000;

/** apiQueryKey(getStoreManagementCounts): a decision (the moderation resource) makes it stale. */
export const PENDING_COUNT_KEY = ['moderation', 'getStoreManagementCounts'] as const;

/**
 * What waits for an operator's decision (GET /secure/store-management/counts): the sum of the queues, for
 * the Store management link; undefined for anyone else, or until it is known. The contract and its client
 * load only for an operator, so the chrome every first page loads stays as light as it was (decision 030).
 */
export function usePendingCount(session: Session): number | undefined {
  const operator = isOperator(session);
  const counts = useQuery({
    queryKey: PENDING_COUNT_KEY,
    queryFn: async () => {
      const [{ getStoreManagementCounts }, { callApi }] = await Promise.all([
        import('@hearth/domain/contracts/moderation'),
        import('@/shared/api/contract-client.ts'),
      ]);
      return (await callApi(getStoreManagementCounts)).model;
    },
    enabled: operator,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  return operator ? counts.data?.total : undefined;
}
