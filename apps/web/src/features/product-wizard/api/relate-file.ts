import { apiPost } from '../../../shared/api/api-client.ts';
import { withFallback } from './fail-with.ts';
import type { ProductImage } from './types.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/** POST /secure/relate-file-to-product: the dish's images after it (model.relatedFiles), null if not sent. */
export async function relateFileToProduct(productId: number, fileId: number): Promise<ProductImage[] | null> {
  try {
    const envelope = await apiPost<{ relatedFiles?: ProductImage[] }>('/secure/relate-file-to-product', {
      productId,
      fileId,
    });
    return envelope.model?.relatedFiles ?? null;
  } catch (error) {
    throw withFallback(error, WIZARD_MESSAGES.relateFailed);
  }
}
