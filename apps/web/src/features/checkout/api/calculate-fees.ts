import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calculateFees } from '@hearth/domain/contracts/orders';
import type { Fees } from '@hearth/domain/fees';
import type { CalculateFeesInput } from '@hearth/domain/orders';
import { apiQueryKey, callApi } from '@/shared/api/contract-client.ts';

/** One line of an order: a dish and how many. */
export type OrderLine = CalculateFeesInput['items'][number];

/** The breakdown and the cash flag it was computed for. */
export interface PricedFees {
  fees: Fees;
  payInCash: boolean;
}

/**
 * POST /store/calculate-fees: the server prices the lines from the database. Keyed by the lines and the
 * cash flag, so switching the flag back answers from the cache. The answer names its flag: the previous
 * breakdown shown while the next is computed may be of the other one.
 */
export const feesQueryOptions = (items: readonly OrderLine[], payInCash: boolean) => {
  // Structured values travel as a JSON string in form bodies.
  const input = { items: JSON.stringify(items), payInCash };
  return queryOptions({
    queryKey: apiQueryKey(calculateFees, input),
    queryFn: async (): Promise<PricedFees> => ({
      fees: (await callApi(calculateFees, input)).model.fees,
      payInCash,
    }),
    staleTime: 60_000,
  });
};

/** The breakdown of the summary; the last one stays shown (marked busy) while the next is computed. */
export function useFees(items: readonly OrderLine[], payInCash: boolean) {
  return useQuery({
    ...feesQueryOptions(items, payInCash),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
