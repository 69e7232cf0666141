import { queryOptions } from '@tanstack/react-query';
import { getProduct, getProductDetails } from '@hearth/domain/contracts/catalogue';
import { ApiError } from '../api/api-client.ts';
import { apiQueryKey, apiQueryOptions, callApi } from '../api/contract-client.ts';

/**
 * The reads of one dish, shared by its page and the dish wizard: one query each, so that a save of the dish
 * (a catalogue write) refreshes both.
 */

/** GET /store/product?productId=: the dish, its images and its chef; 404 productNotFound when not visible. */
export const productQueryOptions = (productId: number) => apiQueryOptions(getProduct, { productId });

/** GET /store/product-details?productId=: the dish's details, or null while it has none (404). */
export const productDetailsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: apiQueryKey(getProductDetails, { productId }),
    queryFn: async () => {
      try {
        return (await callApi(getProductDetails, { productId })).model;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    select: (model) => model?.dish ?? null,
  });
