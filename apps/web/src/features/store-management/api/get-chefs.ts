import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantStatus } from '@hearth/domain/fields';
import type { ModeratedChef } from '@hearth/domain/profile';
import { apiGet } from '../../../shared/api/api-client.ts';
import { operatorQueryKey } from './get-applications.ts';

export interface ChefListFilter {
  q: string;
  status: MerchantStatus | '';
  page: number;
}

export interface ChefList {
  chefs: ModeratedChef[];
  total: number;
}

/** GET /operator/chefs?q=&status=&page=: every chef with a profile, newest submission first, 50 a page. */
export async function fetchChefs({ q, status, page }: ChefListFilter): Promise<ChefList> {
  const params = new URLSearchParams({ q: q.trim(), status, page: String(page) });
  const envelope = await apiGet<Partial<ChefList>>(`/operator/chefs?${params.toString()}`);
  return { chefs: envelope.model?.chefs ?? [], total: envelope.model?.total ?? 0 };
}

export const chefsQueryOptions = (filter: ChefListFilter) =>
  queryOptions({
    queryKey: [...operatorQueryKey, 'chefs', filter],
    queryFn: () => fetchChefs(filter),
    // A new search keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });

export function useChefs(filter: ChefListFilter) {
  return useQuery(chefsQueryOptions(filter));
}
