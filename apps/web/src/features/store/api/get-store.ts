import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMerchant } from '@hearth/domain/profile';
import type { Product, ProductFile } from '../../../shared/catalogue/product.ts';
import { apiPost } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';

/** One dish of the chef page: the product and its pictures. */
export interface StoreProduct {
  product: Product;
  relatedFiles: ProductFile[];
}

export interface Store {
  merchant: PublicMerchant;
  /** The chef's dishes, newest first; inactive ones only for the owner and operators. */
  products: StoreProduct[];
}

function isStoreProduct(value: unknown): value is StoreProduct {
  const product = (value as { product?: Partial<Product> } | null)?.product;
  return typeof product === 'object' && product !== null && Number.isInteger(product.id);
}

/** POST /store/products {nickname}: the public chef page; 404 when there is no such (visible) chef. */
export async function fetchStore(nickname: string): Promise<Store> {
  const envelope = await apiPost<{ merchant?: PublicMerchant; products?: unknown[] }>('/store/products', {
    nickname,
  });
  const products = (envelope.model?.products ?? []).filter(isStoreProduct).map((entry) => ({
    product: entry.product,
    relatedFiles: entry.relatedFiles ?? entry.product.relatedFiles ?? [],
  }));
  return { merchant: requireModel(envelope.model?.merchant), products };
}

export const storeQueryOptions = (nickname: string) =>
  queryOptions({ queryKey: ['store', nickname.toLowerCase()], queryFn: () => fetchStore(nickname) });

export function useStore(nickname: string) {
  return useQuery(storeQueryOptions(nickname));
}
