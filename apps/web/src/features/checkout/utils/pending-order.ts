import type { DeliveryAddress } from '../api/add-order-address.ts';
import type { OrderLine } from '../api/calculate-fees.ts';
import type { OrderOptions } from '../api/create-order.ts';

/**
 * The order this tab is placing, kept in session storage, so that a retry after a failure (a lost
 * connection, a refused address, a return from the sign-in page) goes on with the same order instead of
 * creating a second one. It is used only for the same lines and options: an order's lines and options
 * cannot change once created, so another cart starts another order.
 */
export interface PendingOrder {
  orderId: number;
  /** The lines and options the order was created with. */
  signature: string;
  /** How many of the lines the server holds (the first one creates the order). */
  linesAdded: number;
  /** The address last saved on the order (its JSON), or null. */
  address: string | null;
}

const PENDING_ORDER_KEY = 'checkout-pending-order';

export function orderSignature(lines: readonly OrderLine[], options: OrderOptions): string {
  return JSON.stringify({ lines: lines.map((l) => [l.productId, l.productVolume]), options });
}

export function addressSignature(address: DeliveryAddress): string {
  return JSON.stringify(address);
}

function isPendingOrder(value: unknown): value is PendingOrder {
  const p = value as Partial<PendingOrder> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isInteger(p.orderId) &&
    typeof p.signature === 'string' &&
    Number.isInteger(p.linesAdded) &&
    (p.address === null || typeof p.address === 'string')
  );
}

/** The pending order made of these lines and options, else null. */
export function readPendingOrder(signature: string): PendingOrder | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_ORDER_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isPendingOrder(value) && value.signature === signature ? value : null;
  } catch {
    return null;
  }
}

export function savePendingOrder(order: PendingOrder): void {
  try {
    window.sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage unavailable: a retry then creates a new order, as without this record.
  }
}

/** After the payment (or when the order can no longer take these lines). */
export function clearPendingOrder(): void {
  try {
    window.sessionStorage.removeItem(PENDING_ORDER_KEY);
  } catch {
    // Nothing stored.
  }
}
