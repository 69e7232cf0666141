import { useQuery } from '@tanstack/react-query';
import { getInvoice } from '@hearth/domain/contracts/invoices';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { useSession } from '@/shared/session/use-session.ts';

/**
 * GET /secure/invoice?orderId=: the invoice of a paid order, for its customer, its chef or an operator
 * (404 'pages.invoice.notFound' when the order is not the viewer's or was never paid). The chef and the
 * customer of one order see different buyer details: a sign-in empties the cache.
 */
export function useInvoice(orderId: number) {
  const { profile } = useSession();
  return useQuery({
    ...apiQueryOptions(getInvoice, { orderId }),
    select: (model) => model.invoice,
    enabled: profile !== null,
  });
}
