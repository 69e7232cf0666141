import { useQuery } from '@tanstack/react-query';
import { listOrders } from '@hearth/domain/contracts/orders';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/orders: the orders the user placed (the Buy tab) and what they owe (the banner). */
export function useOrders() {
  return useQuery(apiQueryOptions(listOrders));
}
