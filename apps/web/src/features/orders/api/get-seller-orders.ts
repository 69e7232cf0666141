import { useQuery } from '@tanstack/react-query';
import { listSellerOrders } from '@hearth/domain/contracts/orders';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/seller-orders: the orders of the user's dishes (the Sell tab); empty for a customer. */
export function useSellerOrders() {
  return useQuery({ ...apiQueryOptions(listSellerOrders), select: (model) => model.orders });
}
