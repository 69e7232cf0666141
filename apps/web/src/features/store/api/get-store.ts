import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMerchant } from '@hearth/domain/profile';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

export interface Store {
  merchant: PublicMerchant;
  /** The chef's dishes (they come with the catalogue). */
  products: unknown[];
}

/** POST /store/products {nickname}: the public chef page; 404 when there is no such (visible) chef. */
export async function fetchStore(nickname: string): Promise<Store> {
  const envelope = await apiPost<{ merchant?: PublicMerchant; products?: unknown[] }>('/store/products', {
    nickname,
  });
  return { merchant: requireModel(envelope.model?.merchant), products: envelope.model?.products ?? [] };
}

export const storeQueryOptions = (nickname: string) =>
  queryOptions({ queryKey: ['store', nickname.toLowerCase()], queryFn: () => fetchStore(nickname) });

export function useStore(nickname: string) {
  return useQuery(storeQueryOptions(nickname));
}
