import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@hearth/domain/invoices';
import { apiGet } from '../../../shared/api/api-client.ts';
import { requireModel } from '../../../shared/api/require-model.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/**
 * GET /secure/invoice?orderId=: the invoice of a paid order, for its customer, its chef or an operator
 * (404 'pages.invoice.notFound' when the order is not the viewer's or was never paid).
 */
export async function fetchInvoice(orderId: string): Promise<InvoiceView> {
  const query = new URLSearchParams({ orderId }).toString();
  const invoice = (await apiGet<{ invoice?: InvoiceView }>(`/secure/invoice?${query}`)).model?.invoice;
  return requireModel(invoice && Array.isArray(invoice.lines) && invoice.money ? invoice : null);
}

/** Keyed by the user too: the chef and the customer of one order see different buyer details. */
export const invoiceQueryOptions = (orderId: string, userId: number) =>
  queryOptions({ queryKey: ['invoice', orderId, userId] as const, queryFn: () => fetchInvoice(orderId) });

export function useInvoice(orderId: string) {
  const { profile } = useSession();
  return useQuery({ ...invoiceQueryOptions(orderId, profile?.id ?? 0), enabled: profile !== null });
}
