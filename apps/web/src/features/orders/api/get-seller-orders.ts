import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listSellerOrders, listUpcomingBookings } from '@hearth/domain/contracts/orders';
import { apiQueryKey, apiQueryOptions, callApi } from '@/shared/api/contract-client.ts';
import { nextOrdersPage } from './order-pages.ts';

/** GET /secure/seller-orders: the orders of the user's dishes (the Sell tab), a page at a time, as useOrders. */
export function useSellerOrders() {
  return useInfiniteQuery({
    queryKey: apiQueryKey(listSellerOrders),
    queryFn: async ({ pageParam }) => (await callApi(listSellerOrders, { page: pageParam })).model,
    initialPageParam: 0,
    getNextPageParam: nextOrdersPage,
  });
}

/**
 * GET /secure/upcoming-bookings: the chef's open orders, soonest first, whichever page of the Sell tab they
 * are on (the chef's home picks its bookings from them). Asked only when the Sell tab shows.
 */
export function useUpcomingOrders(enabled: boolean) {
  return useQuery({ ...apiQueryOptions(listUpcomingBookings), select: (model) => model.orders, enabled });
}
