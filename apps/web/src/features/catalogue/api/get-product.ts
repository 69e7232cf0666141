import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductMerchant } from '@hearth/domain/catalogue';
import type { Product, ProductFile } from '../../../shared/catalogue/product.ts';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

export interface ProductAnswer {
  product: Product;
  relatedFiles: ProductFile[];
  userId: number;
  merchant: ProductMerchant;
}

/** GET /store/product?productId=: the dish; 404 'pages.product.notFound' when missing or not public. */
export async function fetchProduct(productId: string): Promise<ProductAnswer> {
  const envelope = await apiGet<Partial<ProductAnswer>>(
    `/store/product?${new URLSearchParams({ productId }).toString()}`,
  );
  const product = requireModel(envelope.model?.product);
  return {
    product,
    relatedFiles: envelope.model?.relatedFiles ?? product.relatedFiles ?? [],
    userId: envelope.model?.userId ?? product.userId,
    merchant: requireModel(envelope.model?.merchant),
  };
}

export const productQueryOptions = (productId: string) =>
  queryOptions({ queryKey: ['product', productId], queryFn: () => fetchProduct(productId) });

export function useProduct(productId: string, enabled = true) {
  return useQuery({ ...productQueryOptions(productId), enabled });
}
