import { saveProductDetails } from '@hearth/domain/contracts/catalogue';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** POST /secure/product-details (step 2, an upsert): the details as saved; then the dish's reads refresh. */
export function useSaveProductDetails() {
  return useApiMutation(saveProductDetails);
}
