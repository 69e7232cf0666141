import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../shared/api/api-client.ts';

/** model.dish of GET /store/product-details (issue 4 contract). */
export interface DishDetails {
  productId: number;
  kitchenType: string | null;
  preparationMinutes: number | null;
  preparationDescription: string | null;
  ingridients: Record<string, number> | null;
  calories: number | null;
  servingsNumber: number | null;
  hourRate: number | null;
  timeBased: boolean;
  allergens: string[];
  dietaryTags: string[];
}

/** GET /store/product-details?productId=: the dish's details, or null when it has none yet (404). */
export async function fetchProductDetails(productId: string): Promise<DishDetails | null> {
  try {
    const envelope = await apiGet<{ dish?: DishDetails }>(
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
