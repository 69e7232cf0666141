import { useInfiniteQuery } from '@tanstack/react-query';
import { listOrders } from '@hearth/domain/contracts/orders';
import { apiQueryKey, callApi } from '@/shared/api/contract-client.ts';
import { nextOrdersPage } from './order-pages.ts';

/**
 * GET /secure/orders: the orders the user placed (the Buy tab), a page (from 0) at a time; every page also
 * carries what they owe (the banner), the count of all their orders and the order waiting for a rating.
 * The pages are one query: a write to orders fetches every loaded page again.
 */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: apiQueryKey(listOrders),
    queryFn: async ({ pageParam }) => (await callApi(listOrders, { page: pageParam })).model,
    initialPageParam: 0,
    getNextPageParam: nextOrdersPage,
  });
}
