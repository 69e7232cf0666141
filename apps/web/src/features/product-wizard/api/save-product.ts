import { saveProduct } from '@hearth/domain/contracts/catalogue';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/**
 * POST /secure/product (step 1; `id` updates): the dish's id and the dish as saved. The catalogue and the
 * chef's page are fetched again after it.
 */
export function useSaveProduct() {
  return useApiMutation(saveProduct);
}
