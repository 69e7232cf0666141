/** Where the checkout goes: order linking, the payment of an order, the payment success page. */

export function orderLinkingPath(orderId: number): string {
  return `/signin?${new URLSearchParams({ source: 'order_linking', orderId: String(orderId) }).toString()}`;
}

/** The same address the sign-in page comes back to after linking (decision 025). */
export function resumePaymentPath(orderId: number): string {
  return `/checkout?${new URLSearchParams({ orderId: String(orderId), resumePayment: 'true' }).toString()}`;
}

/** The success page of an order: its id (the spec's parameter) and the number every page shows. */
export function buyCompletePath(orderId: number, number?: string): string {
  const params = new URLSearchParams({ orderId: String(orderId) });
  if (number) params.set('orderNumber', number);
  return `/buy-complete?${params.toString()}`;
}
