import { apiPost, type FormBody } from '../../../shared/api/api-client.ts';
import { missingAnswer, withFallback } from './fail-with.ts';
import type { WizardProduct } from './types.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

export interface SavedProduct {
  productId: number;
  product: WizardProduct | null;
}

/**
 * POST /secure/product (step 1; `id` updates): the id from model.productId, or model.id, or
 * model.product.id.
 */
export async function saveProduct(body: FormBody): Promise<SavedProduct> {
  let model: { productId?: number; id?: number; product?: WizardProduct } | undefined;
  try {
    model = (await apiPost<typeof model>('/secure/product', body)).model;
  } catch (error) {
    throw withFallback(error, WIZARD_MESSAGES.productCreationFailed);
  }
  const productId = model?.productId ?? model?.id ?? model?.product?.id;
  if (typeof productId !== 'number') throw missingAnswer(WIZARD_MESSAGES.productCreationFailed);
  return { productId, product: model?.product ?? null };
}
