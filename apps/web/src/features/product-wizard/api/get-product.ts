import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/api-client.ts';
import { missingAnswer, withFallback } from './fail-with.ts';
import type { ProductImage, WizardProduct } from './types.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/** GET /store/product?productId=: model.product, its images from model.relatedFiles when given there. */
export async function fetchProduct(productId: number): Promise<WizardProduct> {
  let model: { product?: WizardProduct; relatedFiles?: ProductImage[] } | undefined;
  try {
    model = (await apiGet<typeof model>(`/store/product?productId=${productId}`)).model;
  } catch (error) {
    throw withFallback(error, WIZARD_MESSAGES.getProductFailed);
  }
  if (!model?.product) throw missingAnswer(WIZARD_MESSAGES.getProductFailed);
  return { ...model.product, relatedFiles: model.relatedFiles ?? model.product.relatedFiles ?? [] };
}

/** Fresh every time the wizard opens: an edit starts from what is stored. */
export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['product-wizard', productId, 'product'],
    queryFn: () => fetchProduct(productId),
    staleTime: 0,
    gcTime: 0,
  });
