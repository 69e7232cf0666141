/** Where the checkout goes: order linking, the payment of an order, the payment success page. */

export function orderLinkingPath(orderId: number): string {
  return `/signin?${new URLSearchParams({ source: 'order_linking', orderId: String(orderId) }).toString()}`;
}

/** The same address the sign-in page comes back to after linking (decision 025). */
export function resumePaymentPath(orderId: number): string {
  return `/checkout?${new URLSearchParams({ orderId: String(orderId), resumePayment: 'true' }).toString()}`;
}

export function buyCompletePath(orderId: number): string {
  return `/buy-complete?${new URLSearchParams({ orderId: String(orderId) }).toString()}`;
}
