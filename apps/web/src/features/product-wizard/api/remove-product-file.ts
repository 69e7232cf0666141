import { removeProductFile } from '@hearth/domain/contracts/catalogue';
import { useApiMutation } from '@/shared/api/contract-client.ts';

/** GET /secure/remove-product-file?fileId= (a GET that removes): the dish's images left. */
export function useRemoveProductFile() {
  return useApiMutation(removeProductFile);
}
