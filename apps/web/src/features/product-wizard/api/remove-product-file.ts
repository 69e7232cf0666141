import { apiGet } from '../../../shared/api/api-client.ts';
import { withFallback } from './fail-with.ts';
import type { ProductImage } from './types.ts';
import { WIZARD_MESSAGES } from './wizard-messages.ts';

/** GET /secure/remove-product-file?fileId=: the dish's images after it (model.relatedFiles), null if not sent. */
export async function removeProductFile(fileId: number): Promise<ProductImage[] | null> {
  try {
    const envelope = await apiGet<{ relatedFiles?: ProductImage[] }>(
      `/secure/remove-product-file?fileId=${fileId}`,
    );
    return envelope.model?.relatedFiles ?? null;
  } catch (error) {
    throw withFallback(error, WIZARD_MESSAGES.removeImageFailed);
  }
}
