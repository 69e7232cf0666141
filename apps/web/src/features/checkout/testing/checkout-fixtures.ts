import type { Fees } from '@hearth/domain/fees';
import { feesOf, type OrderedDish, TEST_CART } from '@/shared/testing/order-fixtures.ts';
import type { OrderLine } from '../api/calculate-fees.ts';

/** The test cart's dish with this id: the server prices the lines of a request from its own products. */
function testCartDish(productId: number): OrderedDish[0] {
  const line = TEST_CART.find(([product]) => product.id === productId);
  if (!line) throw new Error(`no dish ${productId} in the test cart`);
  return line[0];
}

/** What POST /store/calculate-fees answers for the `items` of a request: the domain's own calculation. */
export function feesFor(items: readonly OrderLine[], payInCash: boolean): Fees {
  const lines = items.map((item): OrderedDish => [testCartDish(item.productId), item.productVolume]);
  return feesOf(lines, payInCash);
}
