import type { FastifyInstance } from 'fastify';
import { type CheckoutDetails, SAVED_ADDRESSES_MAX, type SavedAddress } from '@hearth/domain/orders';
import type { SessionUser } from '../../plugins/session.ts';
import * as repo from './order-repository.ts';

/** How many of the latest orders are read for their addresses: enough for 5 distinct ones in practice. */
const ORDERS_READ = 50;

/** Two addresses are one when they differ only in letter case and blanks. */
function addressKey(address: SavedAddress): string {
  return [
    address.title,
    address.formatted_address,
    address.city,
    address.state,
    address.postalCode,
    address.phone,
  ]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('\u0000');
}

/**
 * GET /secure/checkout-details (decision 055): the addresses of the customer's earlier orders, distinct,
 * newest first, at most SAVED_ADDRESSES_MAX, and the profile phone. Derived from the orders, so there is no
 * address book to keep: an address is saved by ordering to it.
 */
export async function checkoutDetails(app: FastifyInstance, user: SessionUser): Promise<CheckoutDetails> {
  const rows = await repo.listRecentAddresses(app.db, user.id, ORDERS_READ);
  const seen = new Set<string>();
  const addresses: SavedAddress[] = [];
  for (const row of rows) {
    const address: SavedAddress = {
      title: row.title,
      formatted_address: row.formattedAddress,
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      phone: row.phone,
    };
    const key = addressKey(address);
    if (seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
    if (addresses.length === SAVED_ADDRESSES_MAX) break;
  }
  return { addresses, phone: await repo.findUserPhone(app.db, user.id) };
}
