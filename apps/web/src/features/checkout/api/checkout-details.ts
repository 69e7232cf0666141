import { useQuery } from '@tanstack/react-query';
import { getCheckoutDetails } from '@hearth/domain/contracts/orders';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';

/** GET /secure/checkout-details: a signed-in customer's saved addresses and phone (decision 055). */
export function useCheckoutDetails(enabled: boolean) {
  return useQuery({ ...apiQueryOptions(getCheckoutDetails), enabled, refetchOnWindowFocus: false });
}
