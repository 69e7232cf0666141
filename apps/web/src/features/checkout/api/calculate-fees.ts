import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Fees } from '@hearth/domain/fees';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

export interface OrderLine {
  productId: number;
  productVolume: number;
}

/** POST /store/calculate-fees: the server prices the lines from the database (model.fees). */
export async function calculateFees(items: readonly OrderLine[], payInCash: boolean): Promise<Fees> {
  const envelope = await apiPost<{ fees?: Fees }>('/store/calculate-fees', {
    // Structured values travel as a JSON string in form bodies.
    items: JSON.stringify(items),
    payInCash,
  });
  return requireModel(envelope.model?.fees);
}

/** The breakdown and the cash flag it was computed for. */
export interface PricedFees {
  fees: Fees;
  payInCash: boolean;
}

/**
 * Keyed by the lines and the cash flag, so switching the flag back answers from the cache. The answer names
 * its flag: the previous breakdown shown while the next is computed may be of the other one.
 */
export const feesQueryOptions = (items: readonly OrderLine[], payInCash: boolean) =>
  queryOptions({
    queryKey: ['checkout', 'fees', items, payInCash],
    queryFn: async (): Promise<PricedFees> => ({ fees: await calculateFees(items, payInCash), payInCash }),
    staleTime: 60_000,
  });

/** The breakdown of the summary; the last one stays shown (marked busy) while the next is computed. */
export function useFees(items: readonly OrderLine[], payInCash: boolean) {
  return useQuery({
    ...feesQueryOptions(items, payInCash),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}
