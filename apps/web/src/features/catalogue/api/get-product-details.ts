import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dish } from '@hearth/domain/catalogue';
import { ApiError, apiGet } from '../../../shared/api/api-client.ts';

/** GET /store/product-details?productId=: the dish's details (model.dish), or null when it has none yet (404). */
export async function fetchProductDetails(productId: string): Promise<Dish | null> {
  try {
    const envelope = await apiGet<{ dish?: Dish }>(
      `/store/product-details?${new URLSearchParams({ productId }).toString()}`,
    );
    return envelope.model?.dish ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const productDetailsQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['product', productId, 'details'],
    queryFn: () => fetchProductDetails(productId),
  });

export function useProductDetails(productId: string, enabled = true) {
  return useQuery({ ...productDetailsQueryOptions(productId), enabled });
}
