import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MerchantStatus } from '@hearth/domain/fields';
import { listChefs } from '@hearth/domain/contracts/moderation';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

export interface ChefListFilter {
  q: string;
  status: MerchantStatus | '';
  page: number;
}

/** GET /operator/chefs?q=&status=&page=: every chef with a profile, newest submission first, 50 a page. */
export function useChefs({ q, status, page }: ChefListFilter) {
  return useQuery({
    ...apiQueryOptions(listChefs, { q: q.trim() || null, status: status || undefined, page }),
    // A new search keeps the old rows on screen until the answer comes.
    placeholderData: keepPreviousData,
  });
}
