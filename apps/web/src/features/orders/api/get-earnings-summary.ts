import { useQuery } from '@tanstack/react-query';
import { getEarnings } from '@hearth/domain/contracts/payouts';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/**
 * GET /secure/earnings for the chef's home on the Sell tab (the same call, and cache, as /earnings); a chef
 * whose profile is not approved or suspended gets 403, and the tab then shows no earnings.
 */
export function useEarningsSummary(enabled: boolean) {
  return useQuery({ ...apiQueryOptions(getEarnings), enabled, retry: false });
}
