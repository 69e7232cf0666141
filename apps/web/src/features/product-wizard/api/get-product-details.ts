import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../shared/api/api-client.ts';
import { withFallback } from './fail-with.ts';
import type { WizardDish } from './types.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/**
 * GET /store/product-details?productId=: model.dish; null when the dish has no details yet (404), so that
 * step 2 of a dish saved only in step 1 starts empty.
 */
export async function fetchProductDetails(productId: number): Promise<WizardDish | null> {
  try {
    const envelope = await apiGet<{ dish?: WizardDish }>(`/store/product-details?productId=${productId}`);
    return envelope.model?.dish ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw withFallback(error, WIZARD_MESSAGES.getDetailsFailed);
  }
}

export const productDetailsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['product-wizard', productId, 'details'],
    queryFn: () => fetchProductDetails(productId),
    staleTime: 0,
    gcTime: 0,
  });
