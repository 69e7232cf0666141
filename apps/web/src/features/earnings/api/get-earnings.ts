import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningsModel } from '@hearth/domain/payouts';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** GET /secure/earnings: the four figures, the orders with online money and the payouts. */
export async function fetchEarnings(): Promise<EarningsModel> {
  const model = requireModel((await apiGet<EarningsModel>('/secure/earnings')).model);
  return requireModel(
    model.summary && Array.isArray(model.orders) && Array.isArray(model.payouts) ? model : null,
  );
}

/** Keyed by the user: another login on this browser never sees the last one's money. */
export const earningsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['earnings', userId] as const, queryFn: fetchEarnings });

/** The signed-in chef's earnings (the page is behind RequireLogin). */
export function useEarnings() {
  const { profile } = useSession();
  return useQuery({ ...earningsQueryOptions(profile?.id ?? 0), enabled: profile !== null });
}

/** GET /secure/earnings.csv: the same orders as a file, which the browser downloads (an attachment). */
export const EARNINGS_CSV_PATH = '/secure/earnings.csv';
