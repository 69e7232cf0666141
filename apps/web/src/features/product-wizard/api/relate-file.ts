import { relateFileToProduct } from '@hearth/domain/contracts/catalogue';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** POST /secure/relate-file-to-product {productId, fileId}: the dish's images after it. */
export function useRelateFile() {
  return useApiMutation(relateFileToProduct);
}
